import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translators } from '../../../../src/shared/i18n.ts';
import { all } from '../../../../src/shared/comments/messages/locales.ts';

const t = translators(all);

test('what a section drawn afresh says of the comments posted since, in each language’s plural forms', () => {
  assert.equal(
    [1, 3].map((count) => t.en('new_comments', { count })),
    ['1 new comment', '3 new comments'],
  );
  assert.equal(
    [1, 2, 1_000_000].map((count) => t.fr('new_comments', { count })),
    [
      '1 nouveau commentaire',
      '2 nouveaux commentaires',
      `${(1_000_000).toLocaleString('fr')} de nouveaux commentaires`,
    ],
  );
  assert.equal(
    [1, 2, 3, 11, 100].map((count) => t.ar('new_comments', { count })),
    [
      'تعليق جديد واحد',
      'تعليقان جديدان',
      `${(3).toLocaleString('ar')} تعليقات جديدة`,
      `${(11).toLocaleString('ar')} تعليقًا جديدًا`,
      `${(100).toLocaleString('ar')} تعليق جديد`,
    ],
  );
  assert.equal(t.de('new_comments', { count: 1 }), '1 neuer Kommentar');
});

test('the words of a press that waits for the section are in every language, none an English copy', () => {
  for (const locale of ['fr', 'es', 'de', 'it', 'pt', 'nl', 'ar'] as const) {
    assert.is.not(t[locale]('loading'), t.en('loading'), locale);
    assert.is.not(t[locale]('not_loaded'), t.en('not_loaded'), locale);
  }
});

test.run();
