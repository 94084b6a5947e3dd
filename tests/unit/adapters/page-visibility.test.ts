import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pageVisibility } from '../../../src/adapters/page-visibility.ts';

test('reports hidden and visible on visibilitychange, until unwatched', () => {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const visibility = pageVisibility(doc as unknown as Document);
  const seen: boolean[] = [];
  const off = visibility.watch((hidden) => seen.push(hidden));
  doc.visibilityState = 'hidden';
  doc.dispatchEvent(new Event('visibilitychange'));
  assert.ok(visibility.isHidden());
  doc.visibilityState = 'visible';
  doc.dispatchEvent(new Event('visibilitychange'));
  off();
  doc.dispatchEvent(new Event('visibilitychange'));
  assert.equal(seen, [true, false]);
});

test.run();
