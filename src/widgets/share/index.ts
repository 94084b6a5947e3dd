import { openSharePopup, type PopupWindow } from '../../adapters/popup.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { listen } from '../../shared/ui/listen.ts';
import { addStyle } from '../../shared/ui/style.ts';
import { shareListHtml } from '../../shared/share-markup.ts';
import { words } from '../../shared/share/messages/en.ts';
import { locales } from '../../shared/share/messages/locales.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './share.css';

/**
 * Share the post.
 *
 * Plain DOM rather than components on the shared Preact runtime: the links
 * are static markup the server can render too (src/shared/share-markup.ts), and
 * the only behaviour is one click handler, so the runtime would be pure cost.
 *
 * - Share links are real `<a href>`s: a host may render them (they then work
 *   without JavaScript); when it did not, the widget renders the same list.
 * - A plain click on a web target opens it in a centred 600x300 popup; a
 *   blocked popup (`window.open` gives null) lets the link do its own thing.
 *   Middle, modified and keyboard-modified clicks are left to the browser.
 * - Where `navigator.share` exists, a native Share button comes first.
 * - Nothing is requested from any share target before a reader clicks.
 */
export interface ShareOptions {
  /** The post's absolute address; default the page's canonical link, else its own address. */
  url?: string;
  title?: string;
  /** The post's image, for Pinterest. */
  image?: string;
  /** The reader's Mastodon instance, e.g. `mastodon.social`. */
  mastodon?: string;
  locale?: string;
}

export async function mount(el: HTMLElement, options: ShareOptions = {}): Promise<() => void> {
  const post = {
    ...options,
    // Absolute, as share targets need: the canonical link, else the page's own address without its fragment.
    url:
      options.url ||
      document.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href ||
      location.href.replace(/#.*/, ''),
    title: options.title || document.title,
  };
  // Before `lang` and the class: unmount gives back what the host rendered (its links, or nothing).
  const restore = keepOriginal(el);
  const t = await widgetWords(el, options.locale, words, locales);
  addStyle(document, 'porchlight-share-css', css);
  el.classList.add('pl-share');
  if (!el.querySelector('a[href]')) el.innerHTML = shareListHtml(post, t);

  let native: HTMLButtonElement | undefined;
  if (navigator.share) {
    native = Object.assign(document.createElement('button'), { type: 'button', textContent: t('share') });
    // Unknown members are ignored; a reader's cancel is no error. The button goes with the element, and its listener with it.
    listen(native, 'click', () => navigator.share(post).catch(() => {}));
    el.prepend(native);
  }

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[target=_blank]');
    if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (openSharePopup(window as unknown as PopupWindow, link.href)) event.preventDefault();
  };
  const off = listen(el, 'click', onClick);
  return () => {
    off();
    restore();
  };
}
