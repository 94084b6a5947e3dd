import { listen } from '../shared/ui/listen.ts';

/**
 * Small DOM helpers for widgets that enhance host HTML without a framework
 * (slideshow, tags carousel, tags dropdown, audio player): they keep the
 * host's own nodes in place and add controls and ARIA around them, which
 * needs no virtual DOM and ships none.
 */

/**
 * Builds an element with attributes and text or child nodes. Attributes are
 * strings only: no caller needs more, and every byte here ships with four widgets.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
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
    on<E extends Event = Event>(
      target: EventTarget,
      type: string,
      fn: (event: E) => void,
      options?: AddEventListenerOptions,
    ) {
      offs.push(listen(target, type, fn, options));
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
