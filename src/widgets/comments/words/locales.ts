import type { LocaleChunks } from '../../../shared/i18n.ts';
import type { LocaleWords } from './locale-words.ts';

/**
 * The comment section's words in each other locale: one chunk per locale, holding the reading words and
 * those of the form, the votes, the editor, formatting and moderation, so none of them rides in those parts'
 * own code (docs/languages.md "Languages"). Apps' bundlers split these imports; the page build loads the same files by
 * address (build.mjs).
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

export const locales: LocaleChunks<LocaleWords> = (locale) => chunks[locale]();
