import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverMessages } from '../../../../src/server/graphql/server-words.ts';
import { cleanWebsite, LIMITS, validateComment } from '../../../../src/server/graphql/validate-comment.ts';

const t = serverMessages.en;

test('a name and a comment are enough; blanks become null, ends are trimmed, inner text kept', () => {
  assert.equal(validateComment({ name: '  Ada ', email: ' ', website: '', comment: '  line 1\n\n  line 2  ' }, t), {
    ok: true,
    value: { name: 'Ada', email: null, website: null, body: 'line 1\n\n  line 2' },
  });
});

test('names without letters are names', () => {
  assert.ok(validateComment({ name: '42', comment: 'x' }, t).ok);
  assert.ok(validateComment({ name: '***', comment: 'x' }, t).ok);
});

test('bounds are in characters, at the limit accepted, past it refused', () => {
  assert.ok(validateComment({ name: 'é'.repeat(LIMITS.name), comment: '😀'.repeat(LIMITS.comment) }, t).ok);
  const result = validateComment({ name: 'é'.repeat(LIMITS.name + 1), comment: '😀'.repeat(LIMITS.comment + 1) }, t);
  assert.equal(result, {
    ok: false,
    errors: {
      'user.name': ['Your name can be at most 80 characters long.'],
      comment: ['Your comment can be at most 5,000 characters long.'],
    },
  });
});

test('emails follow the HTML form rule; websites must be http(s)', () => {
  for (const email of ['a@b', 'first.last+tag@example.co.uk'])
    assert.ok(validateComment({ name: 'A', email, comment: 'x' }, t).ok, email);
  for (const email of ['plain', 'a@', '@b', 'a b@c.d', 'a@b..c'])
    assert.not.ok(validateComment({ name: 'A', email, comment: 'x' }, t).ok, email);
  assert.is(cleanWebsite('https://example.org'), 'https://example.org/');
  assert.is(cleanWebsite('http://example.org/a?b#c'), 'http://example.org/a?b#c');
  for (const bad of [
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.org',
    '/relative',
    'example.org',
    'https://',
  ])
    assert.is(cleanWebsite(bad), null, bad);
  const long = validateComment(
    { name: 'A', website: `https://example.org/${'a'.repeat(LIMITS.website)}`, comment: 'x' },
    t,
  );
  assert.equal(long.ok ? null : Object.keys(long.errors), ['user.website']);
});

test.run();
