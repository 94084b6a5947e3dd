/**
 * The reference server under load: RootComments for a 500-comment post, as
 * the widget sends it, against the same server handing out the same answer
 * as a static file. Measured with autocannon in one run and reported as a
 * ratio (goal: the API at least half the static file's throughput).
 */
import Database from 'better-sqlite3';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { startServer } from '../tests/helpers/server.ts';
import { ROOT_COMMENTS } from '../tests/helpers/documents.ts';

const DURATION_S = 8;
const CONNECTIONS = 8;
const STATIC_DIR = 'dist/widgets/bench';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** A post with 500 visible comments: 100 threads of 1 + 4 replies. */
function addBigPost(databaseUrl: string): string {
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''));
  const postId = Number(db.prepare("INSERT INTO posts (blog_id, title, excerpt) VALUES (1, 'A very busy post', '')").run().lastInsertRowid);
  const insert = db.prepare('INSERT INTO comments (post_id, parent_id, thread_id, name, body, likes) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (let t = 0; t < 100; t++) {
      const thread = Number(insert.run(postId, null, null, `Reader ${t}`, `Thread ${t}\nwith two lines & some <markup>.`, t % 7).lastInsertRowid);
      for (let r = 0; r < 4; r++) insert.run(postId, thread, thread, `Replier ${r}`, `Reply ${r} to thread ${t}.`, r);
    }
  })();
  db.close();
  return String(postId);
}

const load = (options: Record<string, unknown>) => autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }) as Promise<Result>;

export async function run(): Promise<void> {
  const server = await startServer({ RATE_LIMIT_MUTATIONS: '60' });
  try {
    const postID = addBigPost(server.databaseUrl);
    const body = JSON.stringify({ query: ROOT_COMMENTS, variables: { postID, locale: 'en' } });
    const headers = { 'content-type': 'application/json' };
    const answer = await (await fetch(`${server.url}/comments/graphql`, { method: 'POST', headers, body })).text();
    const parsed = JSON.parse(answer) as { data: { comments: { edges: unknown[] } } };
    if (parsed.data.comments.edges.length !== 10) throw new Error(`unexpected answer: ${answer.slice(0, 200)}`);
    // The same bytes as a file the same server serves (its static route, /widgets/).
    mkdirSync(STATIC_DIR, { recursive: true });
    writeFileSync(`${STATIC_DIR}/root-comments.json`, answer);

    // Warm both paths (JIT, statement and document caches) before measuring.
    await load({ url: `${server.url}/comments/graphql`, method: 'POST', headers, body, duration: 2 });
    const api = await load({ url: `${server.url}/comments/graphql`, method: 'POST', headers, body });
    const file = await load({ url: `${server.url}/widgets/bench/root-comments.json` });
    // Every request different (an unused variable), so none is answered from
    // the anonymous-answer cache: the cost of executing the query each time.
    let n = 0;
    const uncached = await load({
      url: `${server.url}/comments/graphql`,
      requests: [{ method: 'POST', headers, setupRequest: (req: object) => ({ ...req, body: JSON.stringify({ query: ROOT_COMMENTS, variables: { postID, locale: 'en', n: n++ } }) }) }],
    });

    console.log(`RootComments for a 500-comment post (${answer.length} bytes), ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    console.log('| what | req/s | p50 ms | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|');
    const rows = [
      ['POST /comments/graphql (RootComments, readers sharing the answer)', api],
      ['POST /comments/graphql (RootComments, executed every time)', uncached],
      ['the same answer as a static file', file],
    ] as const;
    for (const [name, r] of rows)
      console.log(`| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} |`);
    console.log(`| ratio API / static (goal ≥ 0.50) | ${(api.requests.average / file.requests.average).toFixed(2)} | | | |`);
    console.log(`| ratio API executed every time / static | ${(uncached.requests.average / file.requests.average).toFixed(2)} | | | |`);
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true });
    await server.stop();
  }
}
