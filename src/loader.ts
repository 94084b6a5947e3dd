/**
 * The one script a blog includes (docs/embedding.md "Embedding the widgets"; a page of counts alone may include
 * counts.js instead, src/counts.ts). It finds `[data-porchlight]`
 * elements, imports only the widget chunks the page uses and mounts each.
 *
 * - Chunk URLs resolve against this script's own URL, so a blog can embed the
 *   widgets from another origin (a CDN) and the chunks still come from there.
 * - One widget failing to load or mount is logged and never stops the others.
 * - `Porchlight.mount(el)` mounts elements added later (el itself and any
 *   marked descendants); `Porchlight.unmount(el)` tears them down.
 * - An element is mounted once, however often it is scanned.
 * - Each element says how it went in `data-porchlight-state` (`ready`,
 *   `failed`, then `unmounted`), set in the task that mounted it: until
 *   then widgets.css holds the space the widget will take; a widget that
 *   failed, or was unmounted, gets its page markup back in full.
 */

// Filled in by build.mjs from src/widgets/*: an unknown name never becomes a URL.
declare const __PORCHLIGHT_WIDGETS__: string[];

type Unmount = () => void;
type WidgetModule = { mount(el: HTMLElement, options: DOMStringMap): Unmount | void | Promise<Unmount | void> };

const SELECTOR = '[data-porchlight]';
const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const mounted = new Map<Element, Promise<Unmount | void>>();

function mountOne(el: HTMLElement): Promise<Unmount | void> {
  const known = mounted.get(el);
  if (known) return known;
  const name = el.dataset.porchlight || '';
  const done = (async () => {
    if (!__PORCHLIGHT_WIDGETS__.includes(name)) throw new Error('unknown widget');
    // A comment section the server rendered reads without the runtime: comments-read.js waits for the
    // reader's first move. An empty one gets the section as HTML first (comments-fetch.js, placeholder mode),
    // the lightest way and the default (docs/embedding.md: the API is on the page's origin, which can read
    // it); an app asks for the section drawn here from the API with data-render="client".
    // A section whose page names its reader (data-sso) signs them in first (comments-sso.js): not on the reading path.
    const entry =
      name != 'comments'
        ? name
        : el.dataset.sso
          ? 'comments-sso'
          : el.querySelector('.pl-comments')
            ? 'comments-read'
            : el.dataset.render != 'client'
              ? 'comments-fetch'
              : name;
    // A count or last comments the server rendered (shared/render-small.ts) are what the widget would make: nothing to load.
    // Ready once mounted: a widget in another language than English enhances once its words are in (docs/languages.md "Languages").
    // The URL goes to import() as itself, which takes its string: a `.href` would be bytes on every page.
    const mounted = el.querySelector('[data-porchlight-rendered]')
      ? undefined
      : await ((await import(new URL(entry + '.js', base) as unknown as string)) as WidgetModule).mount(el, {
          ...el.dataset,
        });
    el.dataset.porchlightState = 'ready';
    return mounted;
  })().catch((error) => {
    el.dataset.porchlightState = 'failed';
    console.error(`[porchlight] ${name} failed:`, error);
  });
  mounted.set(el, done);
  return done;
}

function elementsIn(root: ParentNode | HTMLElement): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(SELECTOR)];
  return 'matches' in root && root.matches(SELECTOR) ? [root, ...found] : found;
}

// Each resolves once its elements are ready, failed or unmounted, with nothing to read: what the values are is
// the loader's own (no `.then(() => {})` to hide them, which would be bytes on every page).
const Porchlight: Record<'mount' | 'unmount', (root?: ParentNode | HTMLElement) => Promise<unknown>> = {
  mount: (root = document) => Promise.all(elementsIn(root).map(mountOne)),
  unmount: (root = document) =>
    Promise.all(
      elementsIn(root).map(async (el) => {
        const unmount = await mounted.get(el);
        mounted.delete(el);
        if (unmount) unmount();
        // After the widget gave back what it changed (its state attribute with it): the space holders stay away.
        el.dataset.porchlightState = 'unmounted';
      }),
    ),
};

(window as unknown as { Porchlight: typeof Porchlight }).Porchlight = Porchlight;

// The one listener not added through shared/ui/listen.ts: the helper would cost this bundle 28 B gzip of its
// 1 KB budget for a listener never removed (the conventions test names this file).
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => Porchlight.mount());
else Porchlight.mount();
