import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countText } from '../../../src/shared/count-text.ts';
import { all } from '../../../src/shared/comment-count/messages/locales.ts';
import { translators } from '../../../src/shared/i18n.ts';

const words = translators(all);

test('English: plural for 0 and many, singular for 1', () => {
  assert.is(countText(0, words.en), '0 comments');
  assert.is(countText(1, words.en), '1 comment');
  assert.is(countText(12, words.en), '12 comments');
});

test('French: 0 and 1 are singular (CLDR "one"), a million takes "de" (CLDR "many")', () => {
  assert.is(countText(0, words.fr), '0 commentaire');
  assert.is(countText(1, words.fr), '1 commentaire');
  assert.is(countText(2, words.fr), '2 commentaires');
  assert.is(countText(1_000_000, words.fr), '1\u202f000\u202f000 de commentaires');
});

test('Arabic: every CLDR category its numbers fall in', () => {
  assert.is(countText(0, words.ar), 'لا تعليقات');
  assert.is(countText(1, words.ar), 'تعليق واحد');
  assert.is(countText(2, words.ar), 'تعليقان');
  assert.is(countText(3, words.ar), '3 تعليقات');
  assert.is(countText(11, words.ar), '11 تعليقًا');
  assert.is(countText(100, words.ar), '100 تعليق');
});

test('numbers are formatted for the locale', () => {
  assert.is(countText(1234, words.en), '1,234 comments');
  assert.is(countText(1234, words.fr), '1\u202f234 commentaires');
  assert.is(countText(1234, words.de), '1.234 Kommentare');
});

test('anything but a whole non-negative count reads as the neutral text', () => {
  for (const bad of [undefined, null, NaN, -1, 1.5, '7', {}, Infinity]) {
    assert.is(countText(bad, words.en), 'Comments', String(bad));
    assert.is(countText(bad, words.fr), 'Commentaires', String(bad));
    assert.is(countText(bad, words.nl), 'Reacties', String(bad));
  }
});

test.run();
