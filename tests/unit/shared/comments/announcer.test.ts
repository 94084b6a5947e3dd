import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAnnouncer } from '../../../../src/shared/comments/announcer.ts';

test('a message stays until the next one: no timer takes it away', async () => {
  const announcer = createAnnouncer();
  announcer.say('Thank you! Your comment is awaiting moderation.');
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(announcer.message.value, 'Thank you! Your comment is awaiting moderation.');
  announcer.say('Posting your comment…');
  assert.is(announcer.message.value, 'Posting your comment…');
  announcer.say('');
  assert.is(announcer.message.value, '');
});

test('the same message said again changes the region, so it is heard again', () => {
  const announcer = createAnnouncer();
  const heard: string[] = [];
  announcer.message.subscribe((text) => heard.push(text));
  announcer.say('Could not load more. Please try again.');
  announcer.say('Could not load more. Please try again.');
  announcer.say('Could not load more. Please try again.');
  assert.is(heard.length, 4, 'the first value, then three changes');
  assert.equal(
    heard.slice(1).map((text) => text.trim()),
    Array(3).fill('Could not load more. Please try again.'),
  );
  announcer.say('');
  announcer.say('');
  assert.is(announcer.message.value, '', 'silence stays silence');
});

test('a message of a kind is taken back by that kind only while it is the one shown', () => {
  const announcer = createAnnouncer();
  announcer.say('Your vote on the comment by Ann was not saved. Please try again.', 'vote');
  announcer.withdraw('other');
  assert.is(announcer.message.value, 'Your vote on the comment by Ann was not saved. Please try again.');
  announcer.withdraw('vote');
  assert.is(announcer.message.value, '');
  announcer.say('Your vote on the comment by Bo was not saved. Please try again.', 'vote');
  announcer.say('More comments loaded.');
  announcer.withdraw('vote');
  assert.is(announcer.message.value, 'More comments loaded.', 'a later message is not taken back');
});

test.run();
