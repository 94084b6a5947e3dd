import { translator, type Messages, type Translate } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locale.ts';

/** What the comments feeds say, in the feed's locale (?locale=; English and French, others fall back to English). */
const en = {
  postFeed: 'Comments on “{title}”',
  blogFeed: 'Last comments on {blog}',
  entry: '{name} on “{title}”',
  anonymous: 'Anonymous',
  feedLink: 'Comments on “{title}” (Atom feed)',
};
export type FeedWord = keyof typeof en;

const fr: Messages<FeedWord> = {
  postFeed: 'Commentaires sur « {title} »',
  blogFeed: 'Derniers commentaires sur {blog}',
  entry: '{name} sur « {title} »',
  anonymous: 'Anonyme',
  feedLink: 'Commentaires sur « {title} » (flux Atom)',
};

const CATALOGUE: Partial<Record<Locale, Messages<FeedWord>>> = { en, fr };

export const feedWords = (locale: Locale): Translate<FeedWord> => translator(CATALOGUE[locale] ?? en, en);

/** The language a feed is written in: the locale asked for when it has words here, else English. */
export const feedLanguage = (locale: Locale): Locale => (CATALOGUE[locale] ? locale : 'en');
