/**
 * The reference server under load, on each engine: RootComments for a
 * 500-comment post as the widget sends it (answered from the anonymous
 * answer cache, and executed every time), and a vote storm (every request
 * a new reader liking one comment), on SQLite, on PostgreSQL with one
 * instance, and with two instances on one database (the load split between
 * them). Everything is reported as a ratio to the same server handing out
 * the same answer as a static file, measured in the same run (goal for
 * RootComments executed every time on SQLite: at least 0.5).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startPostgres } from '../scripts/postgres.mjs';
import { openStore } from '../src/server/store/open.ts';
import { LIKE_COMMENT, ROOT_COMMENTS } from '../tests/helpers/documents.ts';
import { startServer, type RunningServer } from '../tests/helpers/server.ts';
import { failedCell, load, type Measured } from './load.ts';

const DURATION_S = 6;
const CONNECTIONS = 8;
const STATIC_DIR = 'dist/widgets/bench';
const HEADERS = { 'content-type': 'application/json' };

/** A post with 500 visible comments (100 threads of 1 + 4 replies), written through the Store so either engine takes it. */
async function addBigPost(databaseUrl: string): Promise<string> {
  const store = await openStore(databaseUrl);
  const post = await store.createPost({ blogId: '1', title: 'A very busy post' });
  for (let t = 0; t < 100; t++) {
    const thread = await store.addComment({
      postId: post.id,
      parentId: null,
      threadId: null,
      accountId: null,
      name: `Reader ${t}`,
      email: null,
      website: null,
      body: `Thread ${t}\nwith two lines & some <markup>.`,
      isVisible: true,
    });
    for (let r = 0; r < 4; r++)
      await store.addComment({
        postId: post.id,
        parentId: thread.id,
        threadId: thread.id,
        accountId: null,
        name: `Replier ${r}`,
        email: null,
        website: null,
        body: `Reply ${r} to thread ${t}.`,
        isVisible: true,
      });
  }
  await store.close();
  return post.id;
}

/** The load spread evenly over `servers` at once, as a load balancer would: their throughputs add up. */
async function measure(
  servers: RunningServer[],
  request: (server: RunningServer) => Record<string, unknown>,
  duration = DURATION_S,
): Promise<Measured> {
  const results = await Promise.all(
    servers.map((server) => load(request(server), duration, CONNECTIONS / servers.length)),
  );
  return {
    perSecond: results.reduce((sum, r) => sum + r.perSecond, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    failedBy: results
      .flatMap((r) => Object.entries(r.failedBy))
      .reduce<Record<string, number>>((by, [why, count]) => ({ ...by, [why]: (by[why] ?? 0) + count }), {}),
  };
}

/** What one configuration answers: cached and executed RootComments, and a vote storm. */
async function rows(servers: RunningServer[], postID: string, commentID: string) {
  const body = JSON.stringify({ query: ROOT_COMMENTS, variables: { postID, locale: 'en' } });
  const root = (server: RunningServer) => ({
    url: `${server.url}/comments/graphql`,
    method: 'POST',
    headers: HEADERS,
    body,
  });
  // Warm every path (JIT, statement and document caches) before measuring.
  await measure(servers, root, 2);
  const cached = await measure(servers, root);
  // Every request different (an unused variable), so none is answered from the cache: the cost of executing the query.
  let n = 0;
  const uncached = await measure(servers, (server) => ({
    url: `${server.url}/comments/graphql`,
    requests: [
      {
        method: 'POST',
        headers: HEADERS,
        setupRequest: (req: object) => ({
          ...req,
          body: JSON.stringify({ query: ROOT_COMMENTS, variables: { postID, locale: 'en', n: n++ } }),
        }),
      },
    ],
  }));
  // No cookie: each request is a new reader whose like is a new vote, one transaction each.
  const votes = await measure(servers, (server) => ({
    url: `${server.url}/comments/graphql`,
    method: 'POST',
    headers: { ...HEADERS, origin: server.url },
    body: JSON.stringify({ query: LIKE_COMMENT, variables: { commentID, locale: 'en' } }),
  }));
  return { cached, uncached, votes };
}

export async function run(): Promise<void> {
  // Votes and uncached reads from one address far past the demo's limits: this measures the store, not the
  // limiter (each uncached read still spends from its budget, and each vote from its address's allowance on
  // the comment: one counted hit or row, as in production).
  const env = { RATE_LIMIT_MUTATIONS: '100000000', RATE_LIMIT_READ_COST: '1000000000', VOTES_PER_ADDRESS: '1000000' };
  const cluster = await startPostgres();
  const started: RunningServer[] = [];
  const start = async (extra: Record<string, string> = {}) => {
    const server = await startServer({ ...env, ...extra });
    started.push(server);
    return server;
  };
  try {
    const sqlite = await start();
    const sqlitePost = await addBigPost(sqlite.databaseUrl);
    const answer = await (
      await fetch(`${sqlite.url}/comments/graphql`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ query: ROOT_COMMENTS, variables: { postID: sqlitePost, locale: 'en' } }),
      })
    ).text();
    const parsed = JSON.parse(answer) as { data: { comments: { edges: { node: { id: string } }[] } } };
    if (parsed.data.comments.edges.length !== 10) throw new Error(`unexpected answer: ${answer.slice(0, 200)}`);
    // The same bytes as a file the same server serves (its static route, /widgets/).
    mkdirSync(STATIC_DIR, { recursive: true });
    writeFileSync(`${STATIC_DIR}/root-comments.json`, answer);
    await measure([sqlite], (server) => ({ url: `${server.url}/widgets/bench/root-comments.json` }), 2);
    const file = await measure([sqlite], (server) => ({ url: `${server.url}/widgets/bench/root-comments.json` }));
    const onSqlite = await rows([sqlite], sqlitePost, parsed.data.comments.edges[0]!.node.id);

    const first = await start({ DATABASE_URL: cluster.url });
    const pgPost = await addBigPost(cluster.url);
    const reader = await openStore(cluster.url);
    const pgComment = (await reader.listComments(pgPost, { after: null, limit: 1 })).items[0]!.id;
    await reader.close();
    const onePostgres = await rows([first], pgPost, pgComment);
    const second = await start({ DATABASE_URL: cluster.url });
    const twoPostgres = await rows([first, second], pgPost, pgComment);

    console.log(
      `RootComments for a 500-comment post (${answer.length} bytes) and likes by new readers, ${CONNECTIONS} connections, ${DURATION_S} s each; 2 cores share the load generator, the servers and PostgreSQL\n`,
    );
    console.log(
      '| what | req/s | ratio to the static file | p50 ms | p99 ms | failed (by status) |\n|---|---:|---:|---:|---:|---:|',
    );
    const line = (name: string, m: Measured) =>
      console.log(
        `| ${name} | ${Math.round(m.perSecond)} | ${(m.perSecond / file.perSecond).toFixed(2)} | ${m.p50} | ${m.p99} | ${failedCell(m)} |`,
      );
    line('the same answer as a static file', file);
    for (const [engine, measured] of [
      ['SQLite', onSqlite],
      ['PostgreSQL, one instance', onePostgres],
      ['PostgreSQL, two instances', twoPostgres],
    ] as const) {
      line(`${engine}: RootComments, readers sharing the answer`, measured.cached);
      line(`${engine}: RootComments, executed every time`, measured.uncached);
      line(`${engine}: likes, a new reader each`, measured.votes);
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    await Promise.all(started.map((server) => server.stop()));
    cluster.stop();
  }
}
