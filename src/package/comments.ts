/**
 * `porchlight/comments`: the section's `mount`, `<Comments>` rendered by the app's own React (or
 * preact/compat), and `upgrade`, which makes a section the server rendered live in place.
 */
import { createElement } from 'react';
import { Comments as Section, type CommentsProps as SectionProps } from '../widgets/comments/comments-widget.tsx';
import type { ElementProps } from './widget-element.ts';

export { mount } from '../widgets/comments/index.ts';
export { upgrade } from '../widgets/comments/upgrade.ts';
export type { CommentsOptions } from '../shared/comments/widget.ts';

export interface CommentsProps extends SectionProps, Pick<ElementProps, 'theme'> {}

/**
 * The comment section as a component. A forced theme (docs/theming.md "Theming") wraps it in the element themes.css
 * paints, `[data-porchlight][data-theme]`, as the other widgets' components are; marked ready, as the
 * section is drawn, so widgets.css's space holder for a section still to come stays away. Here rather than
 * in the section itself: the page's own build never pays for it.
 */
export function Comments({ theme, ...props }: CommentsProps) {
  const section = createElement(Section, props);
  return theme
    ? createElement(
        'div',
        { 'data-porchlight': 'comments', 'data-porchlight-state': 'ready', 'data-theme': theme },
        section,
      )
    : section;
}
