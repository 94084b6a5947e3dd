import { createElement } from 'react';
import { renderInto } from '../../ui/render.ts';
import { Comments } from './comments-widget.tsx';
import type { CommentsOptions } from './widget.ts';

/**
 * `<div data-porchlight="comments" data-post-id="42" data-locale="fr">`
 * (DESIGN §2). Options: `data-post-id`, `data-locale`, `data-api-base`,
 * `data-recaptcha-src`, `data-count-src`, `data-heading-level`.
 */
export function mount(el: HTMLElement, options: CommentsOptions = {}): () => void {
  return renderInto(el, createElement(Comments, options));
}

export { Comments };
