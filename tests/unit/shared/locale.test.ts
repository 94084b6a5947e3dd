import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveLocale } from '../../../src/shared/locale.ts';

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

test.run();
