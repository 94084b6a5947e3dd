/** Preact build, the comment section's only: `createRoot` over Preact's `render` (see react-core.ts). */
import { hydrate, render, type ComponentChild } from 'preact';

export const createRoot = (el: HTMLElement) => ({
  render: (element: ComponentChild) => render(element, el),
  unmount: () => render(null, el),
});

/** `hydrateRoot` over Preact's `hydrate`: the server's markup is kept, node for node, and given its handlers. */
export const hydrateRoot = (el: HTMLElement, element: ComponentChild) => {
  hydrate(element, el);
  return { unmount: () => render(null, el) };
};
