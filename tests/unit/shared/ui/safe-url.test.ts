import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpUrl } from '../../../../src/shared/ui/safe-url.ts';

test('http and https pass, normalised', () => {
  assert.is(httpUrl('https://example.org'), 'https://example.org/');
  assert.is(httpUrl('http://blog.example/a?b#c'), 'http://blog.example/a?b#c');
});

test('anything else is null', () => {
  for (const value of [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,x',
    'example.org',
    '//example.org',
    'ftp://x',
    '',
    null,
    undefined,
  ])
    assert.is(httpUrl(value), null, String(value));
});

test('with a base, a relative address resolves against it, and still only to http(s)', () => {
  assert.is(
    httpUrl('/demo/avatars/author.svg', 'http://127.0.0.1:8080/posts/1'),
    'http://127.0.0.1:8080/demo/avatars/author.svg',
  );
  assert.is(httpUrl('avatars/a.svg', 'https://api.example/comments/'), 'https://api.example/comments/avatars/a.svg');
  assert.is(httpUrl('javascript:alert(1)', 'https://blog.example/'), null);
  assert.is(httpUrl('data:image/svg+xml,<svg/>', 'https://blog.example/'), null);
});

test.run();
