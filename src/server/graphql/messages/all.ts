import type { Catalogue } from '../../../shared/i18n.ts';
import { words as en } from './en.ts';
import { words as fr } from './fr.ts';
import { words as es } from './es.ts';
import { words as de } from './de.ts';
import { words as it } from './it.ts';
import { words as pt } from './pt.ts';
import { words as nl } from './nl.ts';
import { words as ar } from './ar.ts';

/** Every locale’s words, for the server, which renders each locale at once (the page loads one: docs/languages.md "Languages"). */
export const all: Catalogue<typeof en> = { en, fr, es, de, it, pt, nl, ar };
