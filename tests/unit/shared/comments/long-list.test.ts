import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { listClass } from '../../../../src/shared/comments/components/long-list.ts';

// A list of threads, or a thread's replies, past 50 items is long: its items out of view are neither laid out nor
// painted (live.css `.pl-long`), which is what keeps opening a 500-reply thread cheap (bench/big-thread.bench.ts).
test('a list is long past 50 items, the list of threads and a thread’s replies alike', () => {
  assert.is(listClass(50, 'pl-list'), 'pl-list', 'every item drawn below it');
  assert.is(listClass(51, 'pl-list'), 'pl-list pl-long');
  assert.is(listClass(495, 'pl-list pl-replies'), 'pl-list pl-replies pl-long');
  assert.is(listClass(0, 'pl-list pl-replies'), 'pl-list pl-replies');
});

test.run();
