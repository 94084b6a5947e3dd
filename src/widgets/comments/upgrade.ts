import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LiveSection } from './comments-widget.tsx';
import { browserEnv, createCommentsWidget, type CommentsOptions } from './widget.ts';

/**
 * A section the server rendered (`/comments/html`, shared/render-comments.tsx)
 * is upgraded, not redrawn: the comments are loaded first, then the
 * components hydrate the server's nodes as they stand, with its ids (named
 * after the post), its count and its UTC dates. read.ts calls it on the
 * reader's first move toward the section.
 */
export async function upgrade(el: HTMLElement, options: CommentsOptions = {}): Promise<() => void> {
  const server = el.querySelector(':scope>.pl-comments')!;
  const uid = /^[a-z]+\d*/.exec(server.getAttribute('aria-labelledby') ?? '')?.[0];
  const count = /\((\d+)\)/.exec(server.querySelector('h1,h2,h3,h4,h5,h6')?.textContent ?? '');
  const widget = createCommentsWidget({ ...options, uid, firstSlice: Infinity }, { ...browserEnv(), languages: [], timeZone: 'UTC' });
  // The reader is moving toward a control: the voting and sign-in code comes beside the comments, not after them.
  widget.interact().catch(() => {});
  await widget.load();
  if (widget.comments.status.peek() !== 'ready') throw new Error('the comments could not be loaded');
  if (count) widget.total.value = Number(count[1]);
  // Hydration keeps the server's attributes as they are, so it must meet the markup as rendered for
  // everyone: anonymous (the reader's votes are on it already, read.ts). Who the reader is comes after.
  const { viewer } = widget.viewerState;
  const who = viewer.peek();
  viewer.value = null;
  const root = hydrateRoot(el, createElement(LiveSection, { widget }));
  viewer.value = who;
  return () => root.unmount();
}
