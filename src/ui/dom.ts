/**
 * Small DOM helpers for widgets that enhance host HTML without a framework
 * (slideshow, tags carousel, tags dropdown, audio player): they keep the
 * host's own nodes in place and add controls and ARIA around them, which
 * needs no virtual DOM and ships none.
 */

/** Builds an element with attributes and text or child nodes. `false`/`null` attributes are left out. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number | boolean | null | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes))
    if (value != null && value !== false) el.setAttribute(name, value === true ? '' : String(value));
  el.append(...children);
  return el;
}

let lastId = 0;
/** A page-unique id, as `useId` gives components: two instances never share one. */
export const uniqueId = (prefix: string): string => `porchlight-${prefix}-${++lastId}`;

/**
 * Every DOM listener a widget adds goes through one of these, so unmount
 * removes them all with one call (and every cleanup added with `add`).
 */
export function listeners() {
  const offs: (() => void)[] = [];
  return {
    on<E extends Event = Event>(target: EventTarget, type: string, fn: (event: E) => void, options?: AddEventListenerOptions) {
      target.addEventListener(type, fn as EventListener, options);
      offs.push(() => target.removeEventListener(type, fn as EventListener, options));
    },
    add(off: () => void) {
      offs.push(off);
    },
    off() {
      offs.splice(0).forEach((off) => off());
    },
  };
}


/**
 * Makes a widget root a named carousel region (APG carousel): `role=region`
 * unless it is a `<section>` already, the translated roledescription, and a
 * name unless the host gave one.
 */
export function labelRoot(el: HTMLElement, roledescription: string, label: string): void {
  if (el.tagName !== 'SECTION') el.setAttribute('role', 'region');
  if (!el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby')) el.setAttribute('aria-label', label);
  el.setAttribute('aria-roledescription', roledescription);
}

/**
 * Remembers the host's markup under `el` (and `el`'s own attributes) before a
 * widget enhances it; the returned function puts a copy of it back, so an
 * unmounted widget leaves the plain, script-free content it found.
 */
export function keepOriginal(el: HTMLElement): () => void {
  const original = el.cloneNode(true) as HTMLElement;
  return () => {
    while (el.attributes.length) el.removeAttribute(el.attributes[0]!.name);
    for (const { name, value } of original.attributes) el.setAttribute(name, value);
    el.replaceChildren(...original.childNodes);
  };
}
