import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Comments } from './comments-widget.tsx';
import type { CommentsOptions } from '../../shared/comments/options.ts';

/**
 * `<div data-porchlight="comments" data-post-id="42" data-locale="fr">`
 * (docs/embedding.md "Embedding the widgets"). Options: `data-post-id`, `data-locale`, `data-api-base`,
 * `data-recaptcha-src`, `data-count-src`, `data-heading-level`. Rendered
 * with the widget's own `react-dom/client` (it is built compat-free, see
 * build.mjs).
 *
 * An element that already holds the section the server rendered loads
 * read.ts instead (the loader chooses), which brings upgrade.ts
 * (comments-upgrade.js) on the reader's first move to hydrate the server's nodes.
 */
export function mount(el: HTMLElement, options: CommentsOptions = {}): () => void {
  el.replaceChildren();
  const root = createRoot(el);
  root.render(createElement(Comments, options));
  return () => root.unmount();
}

export { Comments };
