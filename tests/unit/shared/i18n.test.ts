import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translator } from '../../../src/shared/i18n.ts';

const en = { hello: 'Hello {name}', bye: 'Bye' };

test('fills placeholders, leaves unknown ones as written', () => {
  const t = translator({ hello: 'Bonjour {name}', bye: 'Au revoir' }, en);
  assert.is(t('hello', { name: 'Zoé' }), 'Bonjour Zoé');
  assert.is(t('hello', {}), 'Bonjour {name}');
  assert.is(t('bye'), 'Au revoir');
});

test('a key the locale lacks falls back to English', () => {
  const t = translator({ hello: 'Hallo {name}' } as typeof en, en);
  assert.is(t('bye'), 'Bye');
});

test.run();
