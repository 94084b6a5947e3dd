import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders a widget's component tree into its mount element and returns the
 * unmount. The element's server-rendered content is cleared first: widgets
 * that enhance host HTML read what they need from it before calling this.
 * `react-dom/client` is Preact's compat layer in the page build and real
 * React in the React build, so the same call serves both.
 */
export function renderInto(el: HTMLElement, element: ReactElement): () => void {
  el.replaceChildren();
  const root = createRoot(el);
  root.render(element);
  return () => root.unmount();
}
