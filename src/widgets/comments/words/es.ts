import { words as section } from '../../../shared/comments/messages/es.ts';
import { words as form } from '../../../shared/comments/form/messages/es.ts';
import { words as interactive } from '../interactive/messages/es.ts';
import { words as own } from '../own-editor/messages/es.ts';
import { words as formatting } from '../formatting/messages/es.ts';
import { words as moderation } from '../moderation/messages/es.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in Spanish: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
