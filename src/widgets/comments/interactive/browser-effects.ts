import { addressWith, copyText } from '../../../adapters/clipboard.ts';
import { writeCookie } from '../../../adapters/cookie-writer.ts';
import { PAGE_PARAMS } from '../../../shared/comments/reader-page.ts';
import { onLogin } from '../../../adapters/login-callback.ts';
import { openPopup } from '../../../adapters/popup.ts';
import { createStorage, type Storage } from '../../../adapters/storage.ts';
import { logWarning } from '../../../shared/report.ts';
import { systemTimer } from '../../../shared/timer.ts';

/** The side effects only a reader's interactions need (saved identity, drafts, popups, the login callback), loaded with them. */
export interface InteractionEffects {
  storage: Storage;
  /** Opens a 400x450 popup; false when the browser blocked it. */
  popup(url: string, name: string): boolean;
  onLogin(listener: () => void): () => void;
  /** Writes a vote cookie (Path `/`, `SameSite=Lax`, `Secure` on https). */
  writeCookie(name: string, value: string, months: number): void;
  /** Copies a link to `hash` on this page: its address, and whether the clipboard took it. */
  copyLink(hash: string): Promise<{ url: string; copied: boolean }>;
}

export const browserEffects = (): InteractionEffects => ({
  storage: createStorage(() => localStorage, logWarning),
  popup: (url, name) => !!openPopup(window, url, name, { width: 400, height: 450 }),
  onLogin: (listener) => onLogin(window as never, listener),
  writeCookie: (name, value, months) => writeCookie(document, name, value, months, systemTimer.now),
  async copyLink(hash) {
    // The comment's own link: not the page of comments or the order this visit happened to show.
    const url = addressWith(location.href, hash, Object.values(PAGE_PARAMS));
    return { url, copied: await copyText(navigator.clipboard, url) };
  },
});
