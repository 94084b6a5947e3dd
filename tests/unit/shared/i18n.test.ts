import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translator, translators, type Catalogue } from '../../../src/shared/i18n.ts';

const en = {
  hello: 'Hello {name}',
  bye: 'Bye',
  fields: { one: '{count} field', other: '{count} fields' },
};

test('fills placeholders, leaves unknown ones as written', () => {
  const t = translator('fr', { hello: 'Bonjour {name}', bye: 'Au revoir', fields: { one: '', other: '' } }, en);
  assert.is(t('hello', { name: 'Zoé' }), 'Bonjour Zoé');
  assert.is(t('hello', {}), 'Bonjour {name}');
  assert.is(t('bye'), 'Au revoir');
});

test('a key the locale lacks falls back to English (another build’s words, in a cache)', () => {
  const t = translator('de', { hello: 'Hallo {name}' }, en);
  assert.is(t('bye'), 'Bye');
  assert.is(t('fields', { count: 3 }), '3 fields');
});

test('English plurals: one is singular, zero and the rest plural', () => {
  const t = translator('en', en, en);
  assert.equal(
    [0, 1, 2, 21].map((count) => t('fields', { count })),
    ['0 fields', '1 field', '2 fields', '21 fields'],
  );
});

test('French plurals: 0 and 1 take the singular, 2 the plural', () => {
  const t = translator(
    'fr',
    { fields: { one: '{count} champ', many: '{count} de champs', other: '{count} champs' } },
    en,
  );
  assert.equal(
    [0, 1, 2].map((count) => t('fields', { count })),
    ['0 champ', '1 champ', '2 champs'],
  );
  assert.is(t('fields', { count: 1_000_000 }), '1\u202f000\u202f000 de champs');
});

test('Arabic plurals: zero, one, two, few (3–10), many (11–99) and other (100) each have their form', () => {
  const t = translator(
    'ar',
    {
      fields: {
        zero: 'لا حقول',
        one: 'حقل واحد',
        two: 'حقلان',
        few: '{count} حقول',
        many: '{count} حقلًا',
        other: '{count} حقل',
      },
    },
    en,
  );
  assert.equal(
    [0, 1, 2, 3, 11, 100].map((count) => t('fields', { count })),
    ['لا حقول', 'حقل واحد', 'حقلان', '3 حقول', '11 حقلًا', '100 حقل'],
  );
});

test('a category the words lack reads their `other` form', () => {
  const t = translator('ar', { fields: { one: 'حقل واحد', other: '{count} حقل' } }, en);
  assert.is(t('fields', { count: 2 }), '2 حقل');
  assert.is(t('fields'), '{count} حقل');
});

test('every number fills its placeholder as the locale writes it; texts stay as they are', () => {
  assert.is(translator('en', en, en)('fields', { count: 12345 }), '12,345 fields');
  assert.is(translator('de', { hello: '{name}: {count}' }, en)('hello', { name: '1234', count: 1234 }), '1234: 1.234');
});

test('translators: one per locale, made once, each falling back to English', () => {
  const all = { en, fr: { ...en, bye: 'Au revoir' } } as unknown as Catalogue<typeof en>;
  const t = translators({ ...all, es: en, de: en, it: en, pt: en, nl: en, ar: en } as Catalogue<typeof en>);
  assert.is(t.fr('bye'), 'Au revoir');
  assert.is(t.ar('fields', { count: 2 }), '2 fields');
  assert.is(Object.keys(t).length, 8);
});

test.run();
