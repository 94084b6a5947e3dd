import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DRAG_THRESHOLD, dragDecision } from '../../../src/ui/drag-decision.ts';

test('the threshold is 20% of the width', () => {
  assert.is(DRAG_THRESHOLD, 0.2);
});

test('leftwards past 20% is next, rightwards previous, up to 20% snaps', () => {
  assert.is(dragDecision(-201, 1000), 'next');
  assert.is(dragDecision(201, 1000), 'previous');
  assert.is(dragDecision(-200, 1000), 'snap');
  assert.is(dragDecision(100, 1000), 'snap');
});

test('no width (not laid out) never moves', () => {
  assert.is(dragDecision(-500, 0), 'snap');
  assert.is(dragDecision(-500, Number.NaN), 'snap');
});

test.run();
