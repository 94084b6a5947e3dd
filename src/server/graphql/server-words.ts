import { translators } from '../../shared/i18n.ts';
import type { words } from './messages/en.ts';
import { all } from './messages/locales.ts';

export type MessageKey = Extract<keyof typeof words, string>;

/** What the API says to readers (validation included), one translator per locale: the request's. */
export const serverMessages = translators(all);
