import { words as section } from '../../../shared/comments/messages/pt.ts';
import { words as form } from '../../../shared/comments/form/messages/pt.ts';
import { words as interactive } from '../interactive/messages/pt.ts';
import { words as own } from '../own-editor/messages/pt.ts';
import { words as formatting } from '../formatting/messages/pt.ts';
import { words as moderation } from '../moderation/messages/pt.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in Portuguese: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
