import { writeCookie } from '../../../adapters/cookie-writer.ts';
import { onLogin } from '../../../adapters/login-callback.ts';
import { openPopup } from '../../../adapters/popup.ts';
import { createStorage, type Storage } from '../../../adapters/storage.ts';

/** The side effects only a reader's interactions need (saved identity, drafts, popups, the login callback), loaded with them. */
export interface InteractionEffects {
  storage: Storage;
  /** Opens a 400x450 popup (spec §9); false when the browser blocked it. */
  popup(url: string, name: string): boolean;
  onLogin(listener: () => void): () => void;
  /** Writes a vote cookie (Path `/`, `SameSite=Lax`, `Secure` on https). */
  writeCookie(name: string, value: string, months: number): void;
}

export const browserEffects = (): InteractionEffects => ({
  storage: createStorage(() => localStorage, console.warn),
  popup: (url, name) => !!openPopup(window, url, name, { width: 400, height: 450 }),
  onLogin: (listener) => onLogin(window as never, listener),
  writeCookie: (name, value, months) => writeCookie(document, name, value, months),
});
