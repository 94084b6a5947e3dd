import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { LIKE_COMMENT } from '../../helpers/documents.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { until } from '../../helpers/until.ts';
import { SQLITE_CHANGE_POLL_MS } from '../../../src/server/store/sqlite/changes.ts';

// The sections a server keeps as rendered (docs/self-hosting.md "Rendered sections"), on SQLite: sent again
// without a render, and never past a change. A change by another instance on PostgreSQL is in instances.test.ts.

// Uncached reads may cost what four renders of a section do in a minute (spending.test.ts shows the refusal).
let server: RunningServer;
let db: Database.Database;

test.before(async () => {
  server = await startServer({ DEMO_MODERATION: 'off', RATE_LIMIT_READ_COST: '20000', TRUST_PROXY: '1' });
  db = new Database(server.databaseUrl.slice('sqlite:'.length));
});

test.after(async () => {
  db?.close();
  await server?.stop();
});

/** The section of post 5, as the reader at `address` asks for it (through a trusted proxy). */
const section = async (query = '', address = '10.8.0.1') => {
  const answer = await fetch(`${server.url}/comments/html?postID=5&locale=en${query}`, {
    headers: { 'x-forwarded-for': address },
  });
  return { status: answer.status, html: await answer.text() };
};
/** The score the section shows for a comment. */
const scoreOf = (html: string, commentId: string) =>
  new RegExp(`id="ob-comment-${commentId}"[^]*?<span class="pl-score"><span class="pl-vh">Score: </span>([^<]+)<`).exec(
    html,
  )?.[1];
const newestThread = () =>
  String(
    (
      db
        .prepare(
          'SELECT id FROM comments WHERE post_id = 5 AND parent_id IS NULL AND is_visible = 1 AND NOT deleted ORDER BY id DESC LIMIT 1',
        )
        .get() as { id: number }
    ).id,
  );

test('a section read again and again is sent as kept: past what uncached reads may cost, it is still served', async () => {
  const reader = '10.8.0.9';
  const first = await section('', reader);
  assert.is(first.status, 200);
  for (let n = 0; n < 30; n++) {
    const again = await section('', reader);
    assert.is(again.status, 200, `read ${n + 2}: ${again.html}`);
    assert.is(again.html, first.html);
  }
  // Pages no one has asked for are rendered, and charged: the budget runs out within a few.
  let refused = 0;
  for (const order of ['oldest', 'popular', 'newest&comments_after=x', 'oldest&comments_thread=1', 'popular&x=1'])
    if ((await section(`&comments_order=${order}`, reader)).status === 429) refused++;
  assert.ok(refused > 0, 'renders beyond the budget are refused');
});

test('a like through this server shows in the very next section it sends', async () => {
  const commentID = newestThread();
  const before = scoreOf((await section()).html, commentID);
  assert.ok(before !== undefined, 'the thread is on the first page');
  const liked = await fetch(`${server.url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': '10.9.0.1' },
    body: JSON.stringify({ query: LIKE_COMMENT, variables: { commentID, locale: 'en' } }),
  });
  assert.is(liked.status, 200, await liked.text());
  assert.is(scoreOf((await section()).html, commentID), String(Number(before) + 1));
});

test(`a change by another connection to the database (the admin command) shows within a few of its ${SQLITE_CHANGE_POLL_MS} ms looks`, async () => {
  const commentID = newestThread();
  await section();
  await section();
  db.prepare('UPDATE comments SET likes = 777, dislikes = 0 WHERE id = ?').run(commentID);
  await until(async () => scoreOf((await section()).html, commentID) === '777', {
    timeout: SQLITE_CHANGE_POLL_MS * 3,
    every: 10,
    what: 'the change in the kept section',
  });
});

test.run();
