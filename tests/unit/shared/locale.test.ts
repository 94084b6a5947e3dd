import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseLanguage, resolveLocale, textDirection } from '../../../src/shared/locale.ts';

test('data-locale wins, then the page language, then English', () => {
  assert.is(resolveLocale('fr', 'de'), 'fr');
  assert.is(resolveLocale(undefined, 'de-AT'), 'de');
  assert.is(resolveLocale('', ''), 'en');
});

test('region subtags are dropped and unknown languages skipped', () => {
  assert.is(resolveLocale('pt_BR', 'en'), 'pt');
  assert.is(resolveLocale('ja', 'it'), 'it');
  assert.is(resolveLocale('ja', 'zh'), 'en');
});

test('Dutch and Arabic are known, their regions dropped too', () => {
  assert.is(resolveLocale('nl-BE', 'en'), 'nl');
  assert.is(resolveLocale(undefined, 'ar-EG'), 'ar');
  assert.is(baseLanguage('AR_ma'), 'ar');
  assert.is(baseLanguage(undefined), '');
});

test('Arabic is written right to left, every other locale left to right', () => {
  assert.is(textDirection('ar'), 'rtl');
  for (const locale of ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl']) assert.is(textDirection(locale), 'ltr');
});

test.run();
