import type { LocaleChunks, Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/**
 * Each other locale’s words, a chunk of its own loaded when the widget speaks it (docs/languages.md "Languages").
 * Apps’ bundlers split these imports; the page build loads the same files by address (build.mjs).
 */
const chunks = {
  fr: () => import('./fr.ts'),
  es: () => import('./es.ts'),
  de: () => import('./de.ts'),
  it: () => import('./it.ts'),
  pt: () => import('./pt.ts'),
  nl: () => import('./nl.ts'),
  ar: () => import('./ar.ts'),
};

export const locales: LocaleChunks<Messages<typeof en>> = (locale) => chunks[locale]();
