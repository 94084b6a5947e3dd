import { words as section } from '../../../shared/comments/messages/it.ts';
import { words as form } from '../../../shared/comments/form/messages/it.ts';
import { words as interactive } from '../interactive/messages/it.ts';
import { words as own } from '../own-editor/messages/it.ts';
import { words as formatting } from '../formatting/messages/it.ts';
import { words as moderation } from '../moderation/messages/it.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in Italian: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
