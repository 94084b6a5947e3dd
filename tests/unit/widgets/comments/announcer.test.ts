import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAnnouncer } from '../../../../src/widgets/comments/announcer.ts';
import { fakeTimers } from '../../../helpers/comment-fakes.ts';

test('an untimed message stays until replaced', () => {
  const { timers, advance } = fakeTimers();
  const announcer = createAnnouncer(timers);
  assert.is(announcer.message.value, '');
  announcer.say('Loading more comments…');
  advance(60_000);
  assert.is(announcer.message.value, 'Loading more comments…');
});

test('a timed message goes after its time', () => {
  const { timers, advance } = fakeTimers();
  const announcer = createAnnouncer(timers);
  announcer.say('Held for moderation', 5000);
  advance(4999);
  assert.is(announcer.message.value, 'Held for moderation');
  advance(1);
  assert.is(announcer.message.value, '');
});

test('hover or focus pause the countdown, which resumes with what was left', () => {
  const { timers, advance } = fakeTimers();
  const announcer = createAnnouncer(timers);
  announcer.say('Held', 5000);
  advance(3000);
  announcer.hold('hover', true);
  advance(10_000);
  announcer.hold('focus', true);
  announcer.hold('hover', false);
  advance(10_000);
  assert.is(announcer.message.value, 'Held');
  announcer.hold('focus', false);
  advance(1999);
  assert.is(announcer.message.value, 'Held');
  advance(1);
  assert.is(announcer.message.value, '');
});

test('a new message replaces a timed one and its timer', () => {
  const { timers, advance, pending } = fakeTimers();
  const announcer = createAnnouncer(timers);
  announcer.say('Held', 5000);
  announcer.say('Signed in as Ann');
  advance(6000);
  assert.is(announcer.message.value, 'Signed in as Ann');
  assert.is(pending.size, 0);
});

test('dispose stops the timer', () => {
  const { timers, pending } = fakeTimers();
  const announcer = createAnnouncer(timers);
  announcer.say('Held', 5000);
  announcer.dispose();
  assert.is(pending.size, 0);
});

test.run();
