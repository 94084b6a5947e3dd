/**
 * `porchlight/comments`: the section's `mount`, `<Comments>` rendered by the app's own React (or
 * preact/compat), and `upgrade`, which makes a section the server rendered live in place.
 */
import { createElement, type ReactElement } from 'react';
import type { CommentsOptions } from '../shared/comments/options.ts';
import { Comments as Section } from '../widgets/comments/comments-widget.tsx';
import { mount as mountSection } from '../widgets/comments/index.ts';
import { upgrade as upgradeSection } from '../widgets/comments/upgrade.ts';
import type { ElementProps } from './widget-element.ts';

// Each export's type is written here, in the options' words alone: an app's type check then reads this
// file, options.ts and widget-element.ts, and never the stores, the API or the signals the section runs on.
export type { CommentsOptions };

/** Mounts the section on `el`; the function it gives back takes it down. */
export const mount: (el: HTMLElement, options?: CommentsOptions) => () => void = mountSection;

/** Makes live in place a section the server rendered into `el` (docs/server-rendering.md "Comments as HTML"). */
export const upgrade: (el: HTMLElement, options?: CommentsOptions) => Promise<() => void> = upgradeSection;

export interface CommentsProps extends CommentsOptions, Pick<ElementProps, 'theme'> {}

/**
 * The comment section as a component. A forced theme (docs/theming.md "Theming") wraps it in the element themes.css
 * paints, `[data-porchlight][data-theme]`, as the other widgets' components are; marked ready, as the
 * section is drawn, so widgets.css's space holder for a section still to come stays away. Here rather than
 * in the section itself: the page's own build never pays for it.
 */
export function Comments({ theme, ...props }: CommentsProps): ReactElement {
  const section = createElement(Section, props);
  return theme
    ? createElement(
        'div',
        { 'data-porchlight': 'comments', 'data-porchlight-state': 'ready', 'data-theme': theme },
        section,
      )
    : section;
}
