import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_NESTING, nestsWithinLimit } from '../../../../../src/server/admin/import/nesting.ts';

const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;

test('up to MAX_NESTING deep is within the limit, one more is not, in XML and in HTML', () => {
  for (const xmlMode of [true, false]) {
    assert.ok(nestsWithinLimit(nested(MAX_NESTING), { xmlMode }), String(xmlMode));
    assert.not.ok(nestsWithinLimit(nested(MAX_NESTING + 1), { xmlMode }), String(xmlMode));
  }
});

test('siblings, void elements and self-closing tags add no depth', () => {
  assert.ok(nestsWithinLimit('<p>a</p>'.repeat(5000), { xmlMode: false }));
  assert.ok(nestsWithinLimit(`<div>${'<br><img src=x>'.repeat(5000)}</div>`, { xmlMode: false }));
  assert.ok(nestsWithinLimit(`<m>${'<parent dsq:id="1"/>'.repeat(5000)}</m>`, { xmlMode: true }));
});

test('a million levels are turned away at once, not parsed', () => {
  const started = Date.now();
  assert.not.ok(nestsWithinLimit(nested(1_000_000), { xmlMode: true }));
  assert.ok(Date.now() - started < 5000);
});

test.run();
