import type { Messages } from '../../../shared/i18n.ts';
import { words as section } from '../../../shared/comments/messages/en.ts';
import { words as form } from '../../../shared/comments/form/messages/en.ts';
import { words as interactive } from '../interactive/messages/en.ts';
import { words as own } from '../own-editor/messages/en.ts';
import { words as formatting } from '../formatting/messages/en.ts';
import { words as moderation } from '../moderation/messages/en.ts';

/**
 * The comment section in English, every part's words: the parts each other locale's chunk holds. The page never
 * loads this file, as each part's own code carries its English.
 */
export const words = { section, form, interactive, own, formatting, moderation };

/** The comment section's words in a locale other than English: each part's, typed against that part's English. */
export type LocaleWords = { [Part in keyof typeof words]: Messages<(typeof words)[Part]> };
