import { words as section } from '../../../shared/comments/messages/de.ts';
import { words as form } from '../../../shared/comments/form/messages/de.ts';
import { words as interactive } from '../interactive/messages/de.ts';
import { words as own } from '../own-editor/messages/de.ts';
import { words as formatting } from '../formatting/messages/de.ts';
import { words as moderation } from '../moderation/messages/de.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in German: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
