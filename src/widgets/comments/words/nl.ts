import { words as section } from '../../../shared/comments/messages/nl.ts';
import { words as form } from '../../../shared/comments/form/messages/nl.ts';
import { words as interactive } from '../interactive/messages/nl.ts';
import { words as own } from '../own-editor/messages/nl.ts';
import { words as formatting } from '../formatting/messages/nl.ts';
import { words as moderation } from '../moderation/messages/nl.ts';
import type { LocaleWords } from './en.ts';

/** The comment section in Dutch: every part's words in one chunk, loaded beside the first answer. */
export const words: LocaleWords = { section, form, interactive, own, formatting, moderation };
