import { test } from 'uvu';
import * as assert from 'uvu/assert';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { ADD_COMMENT, LIKE_COMMENT, ROOT_COMMENTS, VIEWER } from '../../helpers/documents.ts';
import { freshDatabase } from '../../helpers/postgres.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { until } from '../../helpers/until.ts';

// Two server processes on one PostgreSQL database, as behind a load
// balancer: what one instance writes, the other reads; what they share
// (votes, sessions, the limit on changes) holds across both. Requests say
// which reader they come from with X-Forwarded-For (TRUST_PROXY=1), as a
// load balancer would.

let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: RunningServer;
let b: RunningServer;

test.before(async () => {
  database = await freshDatabase();
  const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', DEMO_CAPTCHA: 'off', DEMO_MODERATION: 'off' };
  // One starts first and seeds; both then serve the same database.
  a = await startServer(env);
  b = await startServer(env);
});

test.after(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

interface Sent {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
  cookies: string[];
}

/** One GraphQL request to `server`, from the reader at `address`, with their cookies. */
async function graphql(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown>,
  { address = '10.1.0.1', cookie = '' } = {},
): Promise<Sent> {
  const response = await fetch(`${server.url}/comments/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Sent['body'],
    cookies: response.headers.getSetCookie(),
  };
}

const asCookie = (setCookies: string[]) => setCookies.map((line) => line.split(';')[0]).join('; ');

/** The likes and dislikes of `commentId`, as the database holds them. */
async function stored(commentId: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const comment = (await client.query('SELECT likes, dislikes FROM comments WHERE id = $1', [commentId])).rows[0];
  const votes = (await client.query('SELECT count(*)::int AS n FROM votes WHERE comment_id = $1', [commentId])).rows[0]
    .n;
  await client.end();
  return { ...comment, votes } as { likes: number; dislikes: number; votes: number };
}

test('200 readers liking one comment at once, spread over both instances: no vote lost, none counted twice', async () => {
  const before = await stored('3');
  const like = (n: number) =>
    graphql(n % 2 ? a : b, LIKE_COMMENT, { commentID: '3', locale: 'en' }, { address: `10.2.${n >> 8}.${n & 255}` });
  const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => like(n)));
  // A 503 says nothing was done and to try again (routes/graphql.ts): on a loaded machine a burst can outwait the
  // pool's connection limit. Those readers press again once the burst is over; a refused like that had been
  // stored anyway would then count twice, which the totals below would show.
  const refused = answers.flatMap((answer, n) => (answer.status === 503 ? [n] : []));
  assert.ok(refused.length < 20, `most of the burst is taken at once (${refused.length} of 200 refused)`);
  const again = await Promise.all(refused.map(like));
  const taken = [...answers.filter((answer) => answer.status !== 503), ...again];
  assert.equal(
    taken.map((answer) => answer.status).filter((status) => status !== 200),
    [],
  );
  assert.equal(
    taken.flatMap((answer) => answer.body.errors ?? []),
    [],
  );
  const after = await stored('3');
  assert.equal(after, { likes: before.likes + 200, dislikes: before.dislikes, votes: before.votes + 200 });
  // One reader pressing again and again on both: one vote.
  const first = await graphql(a, LIKE_COMMENT, { commentID: '4', locale: 'en' }, { address: '10.3.0.1' });
  const cookie = asCookie(first.cookies);
  await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      graphql(n % 2 ? a : b, LIKE_COMMENT, { commentID: '4', locale: 'en' }, { address: '10.3.0.1', cookie }),
    ),
  );
  assert.is((await stored('4')).votes, 1);
});

test('a reader who signs in through one instance is signed in on the other', async () => {
  const signIn = await fetch(`${a.url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url, 'x-forwarded-for': '10.4.0.1' },
    body: new URLSearchParams({
      email: DEMO_ACCOUNTS.reader.email,
      password: DEMO_ACCOUNTS.reader.password,
    }).toString(),
  });
  assert.is(signIn.status, 303);
  const cookie = asCookie(signIn.headers.getSetCookie());
  const viewer = await graphql(b, VIEWER, {}, { address: '10.4.0.1', cookie });
  assert.is((viewer.body.data!.viewer as { name: string }).name, DEMO_ACCOUNTS.reader.name);
});

test('70 likes from one address over both instances meet one limit: 60 pass, 10 are refused with Retry-After', async () => {
  const answers = await Promise.all(
    Array.from({ length: 70 }, async (_, n) => {
      const response = await fetch(`${(n % 2 ? a : b).url}/comments/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: (n % 2 ? a : b).url, 'x-forwarded-for': '10.5.0.1' },
        body: JSON.stringify({ query: LIKE_COMMENT, variables: { commentID: String(10 + (n % 20)), locale: 'en' } }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    }),
  );
  assert.is(answers.filter((answer) => answer.status === 200).length, 60);
  const refused = answers.filter((answer) => answer.status === 429);
  assert.is(refused.length, 10);
  assert.ok(refused.every((answer) => Number(answer.retryAfter) > 0));
});

test('a comment posted on one instance is listed by the other: at once for its writer, within the answer cache’s lifetime (2 s) for others', async () => {
  const listed = async (cookie = '') => {
    const root = await graphql(b, ROOT_COMMENTS, { postID: '2', locale: 'en' }, { address: '10.6.0.2', cookie });
    return ((root.body.data!.comments as { edges: { node: { comment: string } }[] }).edges ?? []).some(
      (edge) => edge.node.comment === 'Posted on one, read on the other.',
    );
  };
  assert.not.ok(await listed(), 'not there before');
  assert.not.ok(await listed(), 'asked for twice: the other instance keeps the answer now');
  const posted = await graphql(
    a,
    ADD_COMMENT,
    {
      postID: '2',
      locale: 'en',
      comment: 'Posted on one, read on the other.',
      user: { name: 'Noor', email: 'noor@example.com' },
    },
    { address: '10.6.0.1' },
  );
  assert.ok((posted.body.data!.addComment as { isVisible: boolean }).isVisible, JSON.stringify(posted.body));
  assert.ok(await listed(asCookie(posted.cookies)), 'its writer reads it at once, whichever instance answers');
  // The other instance's cached answer runs out on its own timer: looked at until then, and no later.
  await until(() => listed(), { timeout: 2_500, every: 100, what: 'listed for others within the cache’s lifetime' });
});

test('a section one instance keeps rendered is redrawn within a second of the other instance’s like (docs/self-hosting.md "Rendered sections")', async () => {
  const section = async () => (await fetch(`${b.url}/comments/html?postID=5&locale=en`)).text();
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  try {
    // The newest thread of the post: on the section's first page in its default order.
    const { rows } = await sql.query<{ id: string }>(
      'SELECT id FROM comments WHERE post_id = 5 AND parent_id IS NULL AND is_visible AND NOT deleted ORDER BY id DESC LIMIT 1',
    );
    const commentID = rows[0]!.id;
    await sql.query('UPDATE comments SET likes = 4240, dislikes = 0 WHERE id = $1', [commentID]);
    const before = await until(async () => ((await section()).includes('4,240') ? section() : ''), {
      what: 'the section with the score set',
    });
    assert.is(await section(), before, 'asked for again: the same section');
    // A change no trigger tells (replication's role runs no triggers): the section kept is sent as it was. This is
    // what shows that b keeps it, and so that what follows is the notification's work, not a render of its own.
    await sql.query("SET session_replication_role = 'replica'");
    await sql.query('UPDATE comments SET likes = 4241 WHERE id = $1', [commentID]);
    await sql.query("SET session_replication_role = 'origin'");
    assert.is(await section(), before, 'an untold change is not seen: b sends what it keeps');
    const liked = await graphql(a, LIKE_COMMENT, { commentID, locale: 'en' }, { address: '10.7.0.1' });
    assert.is(liked.status, 200, JSON.stringify(liked.body));
    await until(async () => (await section()).includes('4,242'), {
      timeout: 1_000,
      every: 25,
      what: 'the like on a, in the section b keeps',
    });
  } finally {
    await sql.end();
  }
});

test.run();
