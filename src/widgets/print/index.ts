import { keepOriginal } from '../../ui/keep-original.ts';
import { listen } from '../../shared/ui/listen.ts';
import { addStyle } from '../../shared/ui/style.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import { words } from './messages/en.ts';
import { locales } from './messages/locales.ts';
import { printDocument } from './print-document.ts';
import { readPost } from './read-post.ts';
import css from './print.css';

/**
 * Print a post.
 *
 * Plain DOM rather than components on the shared Preact runtime: one button
 * and one short-lived frame, no state worth a render cycle.
 *
 * - A real `<button>` "Print this post", added to the element.
 * - On click, a hidden 21cm x 29.7cm frame receives the marked parts of the
 *   page (read-post.ts, print-document.ts). The frame's `load` event waits
 *   for its images, and only then is the browser's print called on it.
 * - The frame is removed after `afterprint`, or straight after `print()`
 *   returns in a browser that has no such event. It is `aria-hidden`,
 *   `inert` and `tabindex="-1"`: out of the tab order and the accessibility
 *   tree, so focus stays on the button throughout.
 */
export interface PrintOptions {
  locale?: string;
  /** The blog's logo, when no element of the page is marked `logo`. */
  logo?: string;
}

export async function mount(el: HTMLElement, options: PrintOptions = {}): Promise<() => void> {
  // Before `lang` is set: unmount gives back the host's element as it was.
  const restore = keepOriginal(el);
  const t = await widgetWords(el, options.locale, words, locales);
  addStyle(document, 'porchlight-print-css', css);
  const button = el.appendChild(document.createElement('button'));
  button.type = 'button';
  button.className = 'pl-print';
  button.textContent = t('print');
  let frame: HTMLIFrameElement | undefined;
  // Removing a frame twice does nothing, so `frame` may keep pointing at a removed one.
  const removeFrame = () => frame?.remove();

  const print = () => {
    removeFrame(); // one print at a time
    const current = (frame = document.createElement('iframe'));
    current.setAttribute('aria-hidden', 'true');
    current.tabIndex = -1;
    current.inert = true;
    current.className = 'pl-print-frame';
    // The frame goes with its listener: removeFrame() is its removal.
    listen(current, 'load', () => {
      const win = current.contentWindow!;
      const hasEvent = 'onafterprint' in win;
      if (hasEvent) listen(win, 'afterprint', () => current === frame && removeFrame());
      win.print();
      if (!hasEvent) removeFrame();
    });
    current.srcdoc = printDocument(readPost(document, options.logo));
    document.body.append(current);
  };

  listen(button, 'click', print);
  return () => {
    restore();
    removeFrame();
  };
}
