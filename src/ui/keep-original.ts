// Its own module, not part of dom.ts: the widgets that use it are exactly those
// that use widget-locale.ts, so the bundler puts the two in one shared chunk,
// and last comments, share and print, which use nothing else of dom.ts, do
// not download the rest of it.

/**
 * Remembers the host's markup under `el` (and `el`'s own attributes) before a
 * widget enhances it; the returned function puts it back, once, so an
 * unmounted widget leaves the plain, script-free content it found.
 */
export function keepOriginal(el: HTMLElement): () => void {
  const original = el.cloneNode(true) as HTMLElement;
  return () => {
    for (const name of el.getAttributeNames()) el.removeAttribute(name);
    for (const name of original.getAttributeNames()) el.setAttribute(name, original.getAttribute(name)!);
    el.replaceChildren(...original.childNodes);
  };
}
