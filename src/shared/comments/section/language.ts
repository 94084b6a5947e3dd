import { signal, type Signal } from '@preact/signals-react';
import { translator, type KeyOf, type PartWords, type Translate } from '../../i18n.ts';
import type { Locale } from '../../locale.ts';
import { agoFormatter, dateFormatter } from '../../ui/dates.ts';
import { words as en } from '../messages/en.ts';
import type { ReadingEnv, SectionWords } from './env.ts';

export type MessageKey = KeyOf<typeof en>;

/** The words and dates the section speaks in. */
export interface SectionLanguage {
  t: Signal<Translate<MessageKey>>;
  /**
   * The language the words are in: English until the locale's words have come with the first answer, and
   * English still if they could not be had. Set before `t` changes, so what `t` redraws reads it.
   */
  lang: Locale;
  formatDate(iso: string | undefined, fallback: string): string;
  /** How long ago a moment of the last week was, beside its date ("2 hours ago"); '' without a clock (shared/ui/dates.ts). */
  ago(iso: string | undefined): string;
  /** One part's words (`form`, `own`…) in the section's language, `english` where it has none; once the words have come. */
  words: PartWords;
}

/** The section's language, with the one request that brings its words. */
export interface LoadingLanguage extends SectionLanguage {
  /**
   * The section's words, asked for once (beside the first answer, or with the votes' code when that comes
   * first). Words that cannot be had leave the section in English, which its `lang` then says.
   */
  loadWords(): Promise<void> | false;
}

/** English until the words of `locale` come; then this same object speaks `locale`, and so does the section built on it. */
export function createSectionLanguage(
  locale: Locale,
  env: Pick<ReadingEnv, 'messages' | 'languages' | 'timeZone' | 'now'>,
): LoadingLanguage {
  /** The words other than English, by part, once they have come (null: English). */
  let words: SectionWords | null = null;
  let wordsLoading: Promise<void> | false | null = null;
  const language: LoadingLanguage = {
    t: signal<Translate<MessageKey>>(translator('en', en, en)),
    lang: 'en',
    formatDate: dateFormatter('en', env.languages, env.timeZone),
    ago: agoFormatter('en', env.now),
    words: (part, english) => translator(language.lang, words?.[part] ?? english, english),
    loadWords: () =>
      (wordsLoading ??=
        locale != 'en' &&
        env.messages(locale).then(
          // The section speaks its locale from now on: its words, its dates, and what its root says (set before `t`, which redraws).
          (loaded) => {
            words = loaded;
            language.lang = locale;
            language.formatDate = dateFormatter(locale, env.languages, env.timeZone);
            language.ago = agoFormatter(locale, env.now);
            language.t.value = translator(locale, loaded.section, en);
          },
          // The failed request is in the browser's own log; the section's `lang` says it speaks English.
          () => {},
        )),
  };
  return language;
}
