import type { Messages } from '../../../shared/i18n.ts';
import type { words as section } from '../../../shared/comments/messages/en.ts';
import type { words as form } from '../../../shared/comments/form/messages/en.ts';
import type { words as interactive } from '../interactive/messages/en.ts';
import type { words as own } from '../own-editor/messages/en.ts';
import type { words as formatting } from '../formatting/messages/en.ts';
import type { words as moderation } from '../moderation/messages/en.ts';

/** The comment section's words in a locale other than English, every part's: one chunk per locale (locales.ts). */
export type LocaleWords = {
  section: Messages<typeof section>;
  form: Messages<typeof form>;
  interactive: Messages<typeof interactive>;
  own: Messages<typeof own>;
  formatting: Messages<typeof formatting>;
  moderation: Messages<typeof moderation>;
};
