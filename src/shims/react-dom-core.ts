/** Preact build, compat-free widgets only: `createRoot` over Preact's `render` (see react-core.ts). */
import { render, type ComponentChild } from 'preact';

export const createRoot = (el: HTMLElement) => ({
  render: (element: ComponentChild) => render(element, el),
  unmount: () => render(null, el),
});
