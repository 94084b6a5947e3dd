import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';

const count = async (query: string) => {
  const { app, db, close } = await memoryApp();
  const res = await app.inject({ method: 'GET', url: `/comments/count?${query}` });
  await close();
  return { res, db };
};

test('answers NAME(count); as JavaScript, no sniffing', async () => {
  const { res } = await count('postID=3&callback=cb_1');
  assert.is(res.statusCode, 200);
  assert.is(res.body, 'cb_1(1);');
  assert.match(res.headers['content-type'] as string, /^application\/javascript/);
  assert.is(res.headers['x-content-type-options'], 'nosniff');
});

test('counts visible comments only: held ones never count', async () => {
  const { app, db, close } = await memoryApp();
  const visible = db.prepare('SELECT count(*) AS n FROM comments WHERE post_id = 1 AND is_visible = 1').get() as {
    n: number;
  };
  db.prepare("INSERT INTO comments (post_id, name, body, is_visible) VALUES (1, 'Held', 'wait for it', 0)").run();
  const res = await app.inject(`/comments/count?postID=1&callback=$c`);
  assert.is(res.body, `$c(${visible.n});`);
  assert.ok(visible.n >= 25);
  await close();
});

test('asked with a locale, the count comes with its words: that locale’s plural, English for one it does not speak', async () => {
  const { app, close } = await memoryApp();
  const answer = async (query: string) => (await app.inject(`/comments/count?${query}&callback=cb`)).body;
  assert.is(await answer('postID=3&locale=en'), 'cb(1,"1 comment");');
  assert.is(await answer('postID=3&locale=fr'), 'cb(1,"1 commentaire");');
  assert.is(await answer('postID=2&locale=fr'), 'cb(0,"0 commentaire");');
  assert.is(await answer('postID=2&locale=de'), 'cb(0,"0 Kommentare");');
  // A locale it does not speak, or one written to break out of the string: English words, in a JSON string.
  assert.is(await answer('postID=3&locale=xx'), 'cb(1,"1 comment");');
  assert.is(await answer(`postID=3&locale=${encodeURIComponent('");alert(1)//')}`), 'cb(1,"1 comment");');
  // Without a locale the answer is the number alone, as before.
  assert.is(await answer('postID=3'), 'cb(1);');
  // Given twice, a locale or a post, it is refused in words (as the fragments refuse it), not answered as a server error.
  for (const query of ['postID=3&locale=fr&locale=de', 'postID=3&postID=4&locale=fr']) {
    const twice = await app.inject(`/comments/count?${query}&callback=cb`);
    assert.is(twice.statusCode, 400, query);
    assert.is(twice.body, 'give each parameter once\n', query);
  }
  await close();
});

test('a post with no comments answers 0', async () => {
  const { res } = await count('postID=2&callback=cb');
  assert.is(res.body, 'cb(0);');
});

test('callbacks outside ^[A-Za-z_$][A-Za-z0-9_$]{0,63}$ are a 400 that echoes nothing', async () => {
  for (const bad of ['', '1abc', 'a.b', 'alert(1)//', 'a-b', 'x'.repeat(65), '%3Cscript%3E', 'a%20b']) {
    const { res } = await count(`postID=1&callback=${bad}`);
    assert.is(res.statusCode, 400, bad);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    assert.not.match(res.body, /script|alert/);
  }
});

test('the longest allowed callback is accepted', async () => {
  const name = 'x'.repeat(64);
  const { res } = await count(`postID=1&callback=${name}`);
  assert.is(res.statusCode, 200);
  assert.ok(res.body.startsWith(`${name}(`));
});

test('an unknown or malformed post is a 404, not a count', async () => {
  for (const id of ['999', 'abc', '', '1;DROP TABLE comments']) {
    const { res, db } = await count(`postID=${encodeURIComponent(id)}&callback=cb`);
    assert.is(res.statusCode, 404, id);
    assert.not.match(res.body, /cb\(/);
    assert.ok(db.prepare('SELECT count(*) AS n FROM comments').get());
  }
});

test.run();
