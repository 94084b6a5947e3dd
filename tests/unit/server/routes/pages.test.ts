import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';

test('a tag page lists the posts carrying the tag, escaped, with the demo’s CSP', async () => {
  const { app, close } = await memoryApp();
  const res = await app.inject('/tags/mountains');
  assert.is(res.statusCode, 200);
  assert.match(res.body, /<h1>Mountains<\/h1>/);
  assert.match(res.body, /<a href="\/posts\/2">Sourdough at altitude<\/a>/);
  assert.match(res.body, /<a href="\/posts\/3">A winter of night photography<\/a>/);
  assert.not.match(res.body, /\/posts\/1"/);
  assert.match(res.headers['content-security-policy'] as string, /script-src 'self'/);
  await close();
});

test('every tag of every post leads to a page; an unknown tag is a 404', async () => {
  const { app, store, close } = await memoryApp();
  for (const post of await store.listPosts('1'))
    for (const tag of await store.listPostTags(post.id))
      assert.is((await app.inject(tag.url)).statusCode, 200, tag.url);
  assert.is((await app.inject('/tags/nothing-here')).statusCode, 404);
  await close();
});

test.run();
