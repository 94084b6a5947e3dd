import { addressWith, copyText } from '../../../adapters/clipboard.ts';
import { writeCookie } from '../../../adapters/cookie-writer.ts';
import { PAGE_PARAMS } from '../../../shared/comments/reader-page.ts';
import { onLogin } from '../../../adapters/login-callback.ts';
import { openPopup, postToPopup } from '../../../adapters/popup.ts';
import { createStorage } from '../../../adapters/storage.ts';
import type { InteractionEffects } from '../../../shared/comments/chunks/effects.ts';
import { logWarning } from '../../../shared/report.ts';
import { systemTimer } from '../../../shared/timer.ts';

/** The sign-in's popups and the writer's data page: 400x450, the size their small pages are made for. */
const POPUP = { width: 400, height: 450 };

/** The side effects a reader's interactions need, in a browser (shared/comments/chunks/effects.ts declares them). */

export const browserEffects = (): InteractionEffects => ({
  storage: createStorage(() => localStorage, logWarning),
  popup: (url, name) => !!openPopup(window, url, name, POPUP),
  postPopup: (url, fields, name) => postToPopup(window, document, url, fields, name, POPUP),
  onLogin: (listener) => onLogin(window as never, listener),
  writeCookie: (name, value, months) => writeCookie(document, name, value, months, systemTimer.now),
  async copyLink(hash) {
    // The comment's own link: not the page of comments or the order this visit happened to show.
    const url = addressWith(location.href, hash, Object.values(PAGE_PARAMS));
    return { url, copied: await copyText(navigator.clipboard, url) };
  },
});
