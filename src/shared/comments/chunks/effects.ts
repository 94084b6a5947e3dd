import type { Storage } from '../../../adapters/storage.ts';

/**
 * The side effects only a reader's interactions need (saved identity, drafts, popups, the login callback), loaded
 * with them: the votes' code makes them (widgets/comments/interactive/browser-effects.ts), the section hands them on.
 */
export interface InteractionEffects {
  storage: Storage;
  /** Opens a 400x450 popup; false when the browser blocked it. */
  popup(url: string, name: string): boolean;
  /** POSTs `fields` into a 400x450 popup named `name`; false, and nothing sent, when the browser blocked it. */
  postPopup(url: string, fields: Record<string, string>, name: string): boolean;
  onLogin(listener: () => void): () => void;
  /** Writes a vote cookie (Path `/`, `SameSite=Lax`, `Secure` on https). */
  writeCookie(name: string, value: string, months: number): void;
  /** Copies a link to `hash` on this page: its address, and whether the clipboard took it. */
  copyLink(hash: string): Promise<{ url: string; copied: boolean }>;
}
