import { translators } from '../../shared/i18n.ts';
import { all } from './messages/locales.ts';

/** What the comment feeds say, one translator per locale (`?locale=`; docs/moderation.md "Comment feeds"). */
export const feedWords = translators(all);
