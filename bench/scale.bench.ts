/**
 * Size must not matter: on a database of a million comments (big-database.ts), every reader-facing figure
 * on the post with 50,000 comments beside the same figure on a post of the demo's size (50 comments), on
 * SQLite and on PostgreSQL. Requests per second, p50 and p99, and each as a ratio to the same server handing
 * out a static file in the same run; the last column is the big post's rate over the small post's
 * (goal: no figure on the big post worse than 1.5×, that is a ratio of 0.67 or more).
 *
 * PORCHLIGHT_BENCH_COMMENTS shrinks the database for a quick look (the shape scaled down); the tables the
 * docs quote are of the full million.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../scripts/postgres.mjs';
import { encodeCursor } from '../src/server/graphql/format.ts';
import { PAGE_SIZES } from '../src/server/graphql/page-sizes.ts';
import { openStore } from '../src/server/store/open.ts';
import {
  ADD_COMMENT,
  LIKE_COMMENT,
  LOAD_MORE_COMMENTS,
  LOAD_MORE_REPLIES,
  ROOT_COMMENTS,
  ROOT_LAST_COMMENTS,
} from '../tests/helpers/documents.ts';
import { startServer, type RunningServer } from '../tests/helpers/server.ts';
import {
  AUTHOR,
  BIG_POST,
  bigPostgresDatabase,
  bigSqliteDatabase,
  shapeFromEnv,
  SMALL_POST,
  type BigShape,
} from './big-database.ts';
import { failedCell, load, type Measured } from './load.ts';

const DURATION_S = 3;
const CONNECTIONS = 8;
const STATIC_DIR = 'dist/widgets/bench-scale';
const JSON_HEADERS = { 'content-type': 'application/json' };

const measure = (options: Record<string, unknown>, seconds = DURATION_S) => load(options, seconds, CONNECTIONS);

const graphql = (server: RunningServer, query: string, variables: Record<string, unknown>) =>
  fetch(`${server.url}/comments/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, origin: server.url },
    body: JSON.stringify({ query, variables }),
  }).then((answer) => answer.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);

/** A GraphQL request executed every time: each request's variables made anew, so no answer is reused. */
const executed = (server: RunningServer, query: string, variables: (n: number) => Record<string, unknown>) => {
  let n = 0;
  return {
    url: `${server.url}/comments/graphql`,
    requests: [
      {
        method: 'POST',
        headers: { ...JSON_HEADERS, origin: server.url },
        setupRequest: (request: object) => ({ ...request, body: JSON.stringify({ query, variables: variables(n++) }) }),
      },
    ],
  };
};
/** The same variables each time but for one that changes (and that the operation does not read). */
const fresh = (variables: Record<string, unknown>) => (n: number) => ({ ...variables, n });

/** What a post offers to measure: cursors into its pages and a long thread's replies, and a comment to like. */
interface PostPoints {
  postId: string;
  blogId: string;
  /** LoadMoreComments after the first page, after page 49 (the 50th page), and before the last page. */
  pages: { label: string; after: string }[];
  thread: { commentId: string; after: string };
  likeable: string;
}

async function pointsOf(databaseUrl: string, postId: string): Promise<PostPoints> {
  const store = await openStore(databaseUrl);
  try {
    const post = (await store.getPost(postId))!;
    const ids: string[] = [];
    for (let after: string | null = null; ;) {
      const page = await store.listComments(postId, { after, limit: 1000 });
      ids.push(...page.items.map((comment) => comment.id));
      if (!page.hasNextPage) break;
      after = page.items.at(-1)!.id;
    }
    const size = PAGE_SIZES.comments;
    const lastPage = Math.ceil(ids.length / size);
    if (lastPage < 2) throw new Error(`post ${postId} has ${ids.length} threads: too few pages to measure`);
    // The cursor a reader holds on reaching `page`: the last comment of the page before.
    const cursorBefore = (page: number) => encodeCursor(ids[(page - 1) * size - 1]!);
    const pages = [
      { label: 'page 2', after: cursorBefore(2) },
      ...(lastPage > 50 ? [{ label: 'page 50', after: cursorBefore(50) }] : []),
      { label: 'last page', after: cursorBefore(lastPage) },
    ];
    // The thread with the most replies among the first pages' (the long threads are the oldest).
    let longest = { id: ids[0]!, replies: [] as string[] };
    for (const id of [...ids.slice(0, 20), ...ids.slice(-40)]) {
      const replies: string[] = [];
      for (let after: string | null = null; ;) {
        const page = await store.listReplies(id, { after, limit: 1000 });
        replies.push(...page.items.map((comment) => comment.id));
        if (!page.hasNextPage) break;
        after = page.items.at(-1)!.id;
      }
      if (replies.length > longest.replies.length) longest = { id, replies };
    }
    return {
      postId,
      blogId: post.blogId,
      pages,
      thread: {
        commentId: longest.id,
        after: encodeCursor(longest.replies[Math.floor(longest.replies.length / 2)] ?? longest.replies[0]!),
      },
      likeable: ids[0]!,
    };
  } finally {
    await store.close();
  }
}

/** The author's session cookie, signed in as the sign-in popup's form does. */
async function signIn(server: RunningServer): Promise<string> {
  const answer = await fetch(`${server.url}/comments/en/fetch/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(AUTHOR).toString(),
    redirect: 'manual',
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (answer.status !== 303 || !cookie) throw new Error(`signing in failed: ${answer.status}`);
  return cookie;
}

type Scenario = [name: string, request: (points: PostPoints) => Record<string, unknown> | null];

function scenarios(server: RunningServer, cookie: string): Scenario[] {
  const get = (path: string, headers: Record<string, string> = {}) => ({ url: `${server.url}${path}`, headers });
  return [
    ['section HTML, newest first', (p) => get(`/comments/html?postID=${p.postId}&locale=en`)],
    [
      'section HTML, most liked first',
      (p) => get(`/comments/html?postID=${p.postId}&locale=en&comments_order=popular`),
    ],
    ['demo post page', (p) => get(`/posts/${p.postId}`)],
    ['RootComments', (p) => executed(server, ROOT_COMMENTS, fresh({ postID: p.postId, locale: 'en' }))],
    ...(['page 2', 'page 50', 'last page'] as const).map((label): Scenario => [
      `LoadMoreComments, ${label}`,
      (p) => {
        const page = p.pages.find((each) => each.label === label) ?? p.pages.at(-1)!;
        return executed(server, LOAD_MORE_COMMENTS, fresh({ postID: p.postId, locale: 'en', after: page.after }));
      },
    ]),
    [
      'LoadMoreReplies, the longest thread',
      (p) =>
        executed(
          server,
          LOAD_MORE_REPLIES,
          fresh({ postID: p.postId, commentID: p.thread.commentId, locale: 'en', after: p.thread.after }),
        ),
    ],
    ['count (JSONP)', (p) => get(`/comments/count?postID=${p.postId}&callback=cb`)],
    ['Atom feed of the post', (p) => get(`/comments/feeds/posts/${p.postId}.atom`)],
    [
      'last comments of the blog',
      (p) => executed(server, ROOT_LAST_COMMENTS, fresh({ blogID: p.blogId, locale: 'en' })),
    ],
    ['moderation queue, first page', (p) => get(`/comments/en/moderation?blogID=${p.blogId}`, { cookie })],
    // No cookie: each request is a new reader whose like is a new vote.
    ['like, a new reader each', (p) => executed(server, LIKE_COMMENT, fresh({ commentID: p.likeable, locale: 'en' }))],
    [
      'new comment',
      (p) =>
        executed(server, ADD_COMMENT, (n) => ({
          postID: p.postId,
          locale: 'en',
          comment: `Bench comment ${n} on a busy afternoon.`,
          user: { name: 'Bench Reader', email: `reader${n}@bench.test` },
        })),
    ],
  ];
}

/** Sends one request as the load would, and fails unless it is answered: a load of errors is fast and means nothing. */
async function answered(options: Record<string, unknown>): Promise<void> {
  const {
    url,
    headers = {},
    method = 'GET',
    requests,
  } = options as {
    url: string;
    headers?: Record<string, string>;
    method?: string;
    requests?: { method: string; headers: Record<string, string>; setupRequest: (r: object) => { body: string } }[];
  };
  const made = requests?.[0];
  const answer = await fetch(url, {
    method: made?.method ?? method,
    headers: made?.headers ?? headers,
    ...(made ? { body: made.setupRequest({}).body } : {}),
  });
  const text = await answer.text();
  if (!answer.ok || (made && 'errors' in (JSON.parse(text) as object)))
    throw new Error(`${url} answered ${answer.status}: ${text.slice(0, 300)}`);
}

interface EngineTable {
  engine: string;
  file: Measured;
  rows: { name: string; small: Measured; big: Measured }[];
}

async function measureEngine(engine: string, server: RunningServer, databaseUrl: string): Promise<EngineTable> {
  const small = await pointsOf(databaseUrl, SMALL_POST);
  const big = await pointsOf(databaseUrl, BIG_POST);
  // The blog-wide figures: blog 1 holds the big post; the small post's twin is a blog of ordinary posts.
  const smallBlog = { ...small, blogId: '2' };
  // Sanity: the API answers both posts (a misread database would otherwise measure errors fast).
  for (const points of [small, big]) {
    const answer = await graphql(server, ROOT_COMMENTS, { postID: points.postId, locale: 'en' });
    if (answer.errors || !answer.data?.comments) throw new Error(`RootComments failed: ${JSON.stringify(answer)}`);
  }
  const answer = await (await fetch(`${server.url}/comments/html?postID=${SMALL_POST}&locale=en`)).text();
  mkdirSync(STATIC_DIR, { recursive: true });
  writeFileSync(`${STATIC_DIR}/section.html`, answer);
  const fileRequest = { url: `${server.url}/widgets/bench-scale/section.html` };
  await measure(fileRequest, 1);
  const file = await measure(fileRequest);
  const cookie = await signIn(server);
  const rows: EngineTable['rows'] = [];
  for (const [name, request] of scenarios(server, cookie)) {
    const blogWide = name.includes('blog') || name.includes('moderation');
    const smallRequest = request(blogWide ? smallBlog : small)!;
    const bigRequest = request(big)!;
    await answered(smallRequest);
    await answered(bigRequest);
    // Warm each path (JIT, statement caches) before measuring it.
    await measure(smallRequest, 1);
    const smallMeasured = await measure(smallRequest);
    await measure(bigRequest, 1);
    const bigMeasured = await measure(bigRequest);
    rows.push({ name, small: smallMeasured, big: bigMeasured });
    console.log(`  ${engine}: ${name} measured`);
  }
  return { engine, file, rows };
}

function print(table: EngineTable, shape: BigShape) {
  const ratio = (m: Measured) => (m.perSecond / table.file.perSecond).toFixed(2);
  const cell = (m: Measured) =>
    `${Math.round(m.perSecond)} | ${ratio(m)} | ${m.p50} | ${m.p99}${m.failed ? ` (failed: ${failedCell(m)})` : ''}`;
  console.log(
    `\n### ${table.engine}: ${shape.comments.toLocaleString('en')} comments; a static file answers ${Math.round(table.file.perSecond)} req/s\n`,
  );
  console.log(
    `| what | 50-comment post: req/s | ratio to file | p50 ms | p99 ms | ${(shape.big.top + shape.big.replies).toLocaleString('en')}-comment post: req/s | ratio to file | p50 ms | p99 ms | big ÷ small |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of table.rows)
    console.log(
      `| ${row.name} | ${cell(row.small)} | ${cell(row.big)} | ${(row.big.perSecond / row.small.perSecond).toFixed(2)} |`,
    );
}

export async function run(): Promise<void> {
  const shape = shapeFromEnv();
  // Far past the demo's limits: this measures the store and the server, not the limiter.
  const env = {
    RATE_LIMIT_MUTATIONS: '100000000',
    RATE_LIMIT_READ_COST: '1000000000',
    VOTES_PER_ADDRESS: '1000000',
    HELD_PER_ADDRESS: '1000000',
    HELD_PER_POST: '1000000',
    LOG_LEVEL: 'warn',
  };
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-scale-'));
  const started: RunningServer[] = [];
  let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;
  try {
    cluster = await startPostgres();
    const file = join(dir, 'big.db');
    await bigSqliteDatabase(file, shape);
    const sqlite = await startServer({ ...env, DATABASE_URL: `sqlite:${file}` });
    started.push(sqlite);
    const onSqlite = await measureEngine('SQLite', sqlite, `sqlite:${file}`);
    await sqlite.stop();

    console.log('  building the same database on PostgreSQL…');
    const seconds = await bigPostgresDatabase(cluster.url, shape);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      // What autovacuum would have done by the time a real table reached this size: the planner's statistics.
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
    console.log(`  built on PostgreSQL in ${seconds.toFixed(0)} s`);
    const postgres = await startServer({ ...env, DATABASE_URL: cluster.url });
    started.push(postgres);
    const onPostgres = await measureEngine('PostgreSQL', postgres, cluster.url);

    console.log(
      `\nEvery figure at ${CONNECTIONS} connections for ${DURATION_S} s after a 1 s warm-up; 2 cores share the load generator, the server and PostgreSQL.`,
    );
    print(onSqlite, shape);
    print(onPostgres, shape);
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    await Promise.all(started.map((server) => server.stop()));
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
