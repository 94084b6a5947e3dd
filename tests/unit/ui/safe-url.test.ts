import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { httpUrl } from '../../../src/ui/safe-url.ts';

test('http and https pass, normalised', () => {
  assert.is(httpUrl('https://example.org'), 'https://example.org/');
  assert.is(httpUrl('http://blog.example/a?b#c'), 'http://blog.example/a?b#c');
});

test('anything else is null', () => {
  for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'example.org', '//example.org', 'ftp://x', '', null, undefined])
    assert.is(httpUrl(value), null, String(value));
});

test.run();
