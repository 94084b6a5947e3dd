import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { whenAgain } from '../../../src/shared/when-again.ts';

test('seconds under a minute, minutes rounded up past it, never sooner than the server said, in each language', () => {
  assert.is(whenAgain('en', 45), 'in 45 seconds');
  assert.is(whenAgain('en', 0.2), 'in 1 second');
  assert.is(whenAgain('en', 60), 'in 1 minute');
  assert.is(whenAgain('en', 61), 'in 2 minutes');
  assert.is(whenAgain('fr', 120), 'dans 2 minutes');
  assert.is(whenAgain('de', 30), 'in 30 Sekunden');
  assert.is(whenAgain('nl', 90), 'over 2 minuten');
});

test.run();
