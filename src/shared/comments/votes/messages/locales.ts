import type { LocaleChunks } from '../../../i18n.ts';
import { words as en } from './en.ts';
import { words as fr } from './fr.ts';
import { words as es } from './es.ts';
import { words as de } from './de.ts';
import { words as it } from './it.ts';
import { words as pt } from './pt.ts';
import { words as nl } from './nl.ts';
import { words as ar } from './ar.ts';

// This set's words in every locale (docs/languages.md "Languages"), each file typed against English. What imports
// them says how it wants them: `all` holds every locale at once, `locales` gives one other locale when it is spoken.

/** Every locale's words at once: the server's, which renders any locale without loading anything. */
export const all = { en, fr, es, de, it, pt, nl, ar };

/**
 * One other locale's words, when a widget speaks it. The page's and the package's builds load each locale from a file
 * of its own instead, so that a reader downloads only the words they read (build.mjs oneLocaleAtATime).
 */
export const locales: LocaleChunks<typeof fr> = async (locale) => ({ words: all[locale] });
