import { words as section } from '../../../shared/comments/messages/ar.ts';
import { words as form } from '../../../shared/comments/form/messages/ar.ts';
import { words as interactive } from '../interactive/messages/ar.ts';
import { words as own } from '../own-editor/messages/ar.ts';
import { words as formatting } from '../formatting/messages/ar.ts';
import { words as moderation } from '../moderation/messages/ar.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in Arabic: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
