import { words as section } from '../../../shared/comments/messages/fr.ts';
import { words as form } from '../../../shared/comments/form/messages/fr.ts';
import { words as interactive } from '../interactive/messages/fr.ts';
import { words as own } from '../own-editor/messages/fr.ts';
import { words as formatting } from '../formatting/messages/fr.ts';
import { words as moderation } from '../moderation/messages/fr.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in French: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
