import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { countLocale, countText } from '../../../src/shared/count-text.ts';

test('English: plural for 0 and many, singular for 1', () => {
  assert.is(countText(0, 'en'), '0 comments');
  assert.is(countText(1, 'en'), '1 comment');
  assert.is(countText(12, 'en'), '12 comments');
});

test('French: 0 and 1 are singular (CLDR "one")', () => {
  assert.is(countText(0, 'fr'), '0 commentaire');
  assert.is(countText(1, 'fr'), '1 commentaire');
  assert.is(countText(2, 'fr'), '2 commentaires');
});

test('numbers are formatted for the locale', () => {
  assert.is(countText(1234, 'en'), '1,234 comments');
  assert.is(countText(1234, 'fr'), '1\u202f234 commentaires');
  assert.is(countText(1_000_000, 'fr'), '1\u202f000\u202f000 commentaires'); // CLDR "many" reads as plural
});

test('anything but a whole non-negative count reads as the neutral text', () => {
  for (const bad of [undefined, null, NaN, -1, 1.5, '7', {}, Infinity]) {
    assert.is(countText(bad, 'en'), 'Comments', String(bad));
    assert.is(countText(bad, 'fr'), 'Commentaires', String(bad));
  }
});

test('the locale is the base language when known, else English', () => {
  assert.is(countLocale('fr'), 'fr');
  assert.is(countLocale('fr-CA'), 'fr');
  assert.is(countLocale('EN-gb'), 'en');
  assert.is(countLocale('ja'), 'en');
  assert.is(countLocale(''), 'en');
});

test.run();
