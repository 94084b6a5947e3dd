import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { numberIn } from '../../../../src/widgets/comments/number-in.ts';

test('a score as any locale writes it, in any script’s digits, reads as its number', () => {
  for (const [text, number] of [
    ['12', 12],
    ['0', 0],
    ['-2', -2],
    ['−7', -7],
    ['1,234', 1234],
    // French groups with a narrow no-break space; Arabic-Indic, Persian and Devanagari digits; a bidi-marked minus.
    ['1\u202f234', 1234],
    ['١٢', 12],
    ['\u061c-٢', -2],
    ['۱۲۳', 123],
    ['१०९', 109],
    ['\u200e-12', -12],
  ] as const)
    assert.is(numberIn(text), number, JSON.stringify(text));
});

test('every locale the widgets speak reads back what it writes, whatever digits this ICU gives it', () => {
  for (const locale of ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ar', 'ar-EG', 'fa', 'hi-IN-u-nu-deva'])
    for (const number of [0, 7, -3, 12, 1234, -56789])
      assert.is(numberIn(number.toLocaleString(locale)), number, locale);
});

test.run();
