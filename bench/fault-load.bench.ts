/**
 * Fault and load (docs/self-hosting.md "A server that keeps serving"): one server on SQLite, then one on PostgreSQL, each
 * under a bounded run of mixed traffic from 127.0.0.1 for BENCH_FAULT_SECONDS (90 by default, per engine):
 * reads of every kind, votes, comments, malformed bodies and connections cut at every stage. It reports the
 * requests and their answers by kind, whether what the server acknowledged is exactly what the database
 * holds (each acknowledged vote and comment stored, nothing more: a cut request stores nothing), and the
 * server's memory (RSS, heap) at the start and at the end. Numbers to read, never timed assertions.
 */
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/postgres.mjs';
import { openStore } from '../src/server/store/open.ts';
import { CUTS, cutRequest, type Cut, type RawRequest } from '../tests/helpers/cut-connections.ts';
import { ADD_COMMENT, LIKE_COMMENT, ROOT_COMMENTS } from '../tests/helpers/documents.ts';
import { startServer, type RunningServer } from '../tests/helpers/server.ts';

const SECONDS = Number(process.env.BENCH_FAULT_SECONDS || 90);
if (!Number.isFinite(SECONDS) || SECONDS <= 0)
  throw new Error(`BENCH_FAULT_SECONDS must be a number of seconds above 0 (got "${process.env.BENCH_FAULT_SECONDS}")`);
const CLIENTS = 8;
const VOTED_COMMENTS = 5;
const JSON_TYPE = 'application/json';
const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** What the run does, by weight: mostly reads, as a blog's traffic is, with every fault mixed in. */
const MIX = [
  ['read', 45],
  ['vote', 20],
  ['comment', 10],
  ['malformed', 15],
  ['cut', 10],
] as const;
type Kind = (typeof MIX)[number][0];

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

/** The tally of one run: answers by kind of request, and what the server acknowledged. */
class Tally {
  readonly answers = new Map<Kind, Map<string, number>>();
  readonly likes = new Map<string, number>();
  readonly comments = new Set<string>();
  add(kind: Kind, outcome: string) {
    const byOutcome = this.answers.get(kind) ?? new Map<string, number>();
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    this.answers.set(kind, byOutcome);
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The server's memory, asked of its process through the probe (SIGUSR2) and read from its output. */
async function memoryOf(server: RunningServer): Promise<Memory> {
  const seen = server.output().length;
  server.process.kill('SIGUSR2');
  for (let tries = 0; tries < 100; tries++) {
    const line = /memory (\{[^\n]*\})\n/.exec(server.output().slice(seen))?.[1];
    if (line) return JSON.parse(line) as Memory;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not report its memory');
}

function requests(server: RunningServer, run: string, commentIds: string[]) {
  const post = (body: string, type = JSON_TYPE) =>
    fetch(`${server.url}/comments/graphql`, {
      method: 'POST',
      headers: { 'content-type': type, origin: server.url },
      body,
    });
  const reads: (() => Promise<Response>)[] = [
    () => post(JSON.stringify({ query: ROOT_COMMENTS, variables: { postID: pick(['1', '2', '3']), locale: 'en' } })),
    () =>
      fetch(
        `${server.url}/comments/graphql?query=${encodeURIComponent(ROOT_COMMENTS)}&variables=${encodeURIComponent(JSON.stringify({ postID: pick(['1', '4']), locale: 'en' }))}`,
      ),
    () => fetch(`${server.url}/comments/html?postID=${pick(['1', '2'])}&locale=en`),
    () => fetch(`${server.url}/comments/feeds/blogs/1.atom`),
    () => fetch(`${server.url}/posts/${pick(['1', '5'])}`),
    () => fetch(`${server.url}/widgets/loader.js`),
  ];
  const malformed: [string, () => Promise<Response>][] = [
    ['JSON that does not parse', () => post('{"query": "{ viewer { name } ')],
    ['a body that is not JSON', () => post('query=x', 'text/plain')],
    ['a body past the limit', () => post(JSON.stringify({ query: `# ${'x'.repeat(70 * 1024)}\n{ viewer { name } }` }))],
    ['a query that does not parse', () => post(JSON.stringify({ query: '{ comments(' }))],
    ['a field that does not exist', () => post(JSON.stringify({ query: '{ nothingHere }' }))],
  ];
  // Cuts of reads at every stage; of changes, only before the request is whole, so none may be stored.
  const cutReads: RawRequest[] = [
    {
      method: 'POST',
      path: '/comments/graphql',
      type: JSON_TYPE,
      body: JSON.stringify({ query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } }),
    },
    { method: 'GET', path: '/comments/html?postID=1&locale=en' },
    { method: 'GET', path: '/comments/feeds/blogs/1.atom' },
    { method: 'GET', path: '/posts/1' },
  ];
  const cutChange = (): RawRequest => ({
    method: 'POST',
    path: '/comments/graphql',
    type: JSON_TYPE,
    body: JSON.stringify({
      query: ADD_COMMENT,
      variables: { postID: '2', locale: 'en', comment: `fault-load ${run} cut`, user: { name: 'Cut', email: '' } },
    }),
  });
  let written = 0;
  return {
    read: async (tally: Tally) => {
      const response = await pick(reads)();
      await response.arrayBuffer();
      tally.add('read', statusClass(response.status));
    },
    vote: async (tally: Tally) => {
      const commentID = pick(commentIds);
      // No cookie: each like a new reader's, one vote each.
      const response = await post(JSON.stringify({ query: LIKE_COMMENT, variables: { commentID, locale: 'en' } }));
      const body = (await response.json()) as { data?: { likeComment?: { id: string } | null }; errors?: unknown[] };
      const acknowledged = response.status === 200 && !body.errors && body.data?.likeComment?.id === commentID;
      if (acknowledged) tally.likes.set(commentID, (tally.likes.get(commentID) ?? 0) + 1);
      tally.add('vote', acknowledged ? 'acknowledged' : statusClass(response.status));
    },
    comment: async (tally: Tally) => {
      const text = `fault-load ${run} #${++written}`;
      const response = await post(
        JSON.stringify({
          query: ADD_COMMENT,
          variables: { postID: pick(['1', '2', '3']), locale: 'en', comment: text, user: { name: 'Load', email: '' } },
        }),
      );
      const body = (await response.json()) as { data?: { addComment?: { id: string } | null }; errors?: unknown[] };
      const id = response.status === 200 && !body.errors ? body.data?.addComment?.id : undefined;
      if (id) tally.comments.add(id);
      tally.add('comment', id ? 'acknowledged' : statusClass(response.status));
    },
    malformed: async (tally: Tally) => {
      const [, send] = pick(malformed);
      const response = await send();
      await response.arrayBuffer();
      tally.add('malformed', statusClass(response.status));
    },
    cut: async (tally: Tally) => {
      const change = Math.random() < 0.3;
      const cut: Cut = change ? pick(['half headers', 'half body'] as const) : pick(CUTS);
      await cutRequest(server.url, change ? cutChange() : pick(cutReads), cut);
      tally.add('cut', change ? `change, ${cut}` : cut);
    },
  } satisfies Record<Kind, (tally: Tally) => Promise<void>>;
}

/** Picks a kind by MIX's weights. */
function nextKind(): Kind {
  let roll = Math.random() * MIX.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
  return 'read';
}

async function runOn(engine: string, env: Record<string, string>) {
  const server = await startServer({
    // Every request comes from 127.0.0.1: this runs the server, not the per-address limit.
    RATE_LIMIT_MUTATIONS: '100000000',
    RATE_LIMIT_READ_COST: '1000000000',
    VOTES_PER_ADDRESS: '1000000',
    HELD_PER_ADDRESS: '1000000',
    HELD_PER_POST: '1000000',
    DEMO_MODERATION: 'off',
    DEMO_CAPTCHA: 'off',
    NODE_OPTIONS: `--import=${PROBE}`,
    ...env,
  });
  // The database the server was given, else the helper's throwaway SQLite file.
  const store = await openStore(env.DATABASE_URL ?? server.databaseUrl);
  try {
    const voted = (await store.listComments('1', { after: null, limit: VOTED_COMMENTS })).items;
    if (voted.length !== VOTED_COMMENTS) throw new Error(`the demo's post 1 has ${voted.length} comments to vote on`);
    const likesBefore = new Map(voted.map((comment) => [comment.id, comment.likes]));
    const run = Math.random().toString(36).slice(2, 8);
    const send = requests(
      server,
      run,
      voted.map((comment) => comment.id),
    );
    const tally = new Tally();
    const failures = new Map<string, number>();
    const started = await memoryOf(server);
    const until = Date.now() + SECONDS * 1000;
    // Once warm (compiled code, statement and answer caches filled): what the end is compared with for a leak.
    let warm: Promise<Memory> | undefined;
    const warmUp = setTimeout(() => (warm = memoryOf(server)), SECONDS * 100);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < until) {
          const kind = nextKind();
          try {
            await send[kind](tally);
          } catch (error) {
            // A request of ours that failed on the way (a refused or reset connection): the server's fault, or gone.
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
            tally.add(kind, `failed: ${cause}`);
            failures.set(cause, (failures.get(cause) ?? 0) + 1);
          }
        }
      }),
    );
    clearTimeout(warmUp);
    const warmed = await warm;
    const ended = await memoryOf(server);
    const alive = server.process.exitCode === null && server.process.signalCode === null;

    // What the database holds against what the server acknowledged.
    const likesAfter = new Map(
      (await Promise.all(voted.map((comment) => store.getComment(comment.id)))).map((comment) => [
        comment!.id,
        comment!.likes,
      ]),
    );
    const voteLines = voted.map((comment) => {
      const stored = likesAfter.get(comment.id)! - likesBefore.get(comment.id)!;
      const acknowledged = tally.likes.get(comment.id) ?? 0;
      return { stored, acknowledged };
    });
    const rows = (await store.readRows('comments')) as { id: unknown; body: unknown }[];
    const ours = rows.filter((row) => String(row.body).startsWith(`fault-load ${run} `));
    const storedComments = new Set(ours.filter((row) => String(row.body).includes('#')).map((row) => String(row.id)));
    const storedCuts = ours.filter((row) => String(row.body).endsWith(' cut')).length;
    const missing = [...tally.comments].filter((id) => !storedComments.has(id)).length;
    const extra = [...storedComments].filter((id) => !tally.comments.has(id)).length;

    const total = [...tally.answers.values()].reduce(
      (sum, byOutcome) => sum + [...byOutcome.values()].reduce((a, b) => a + b, 0),
      0,
    );
    console.log(
      `\n### ${engine}: ${SECONDS} s, ${CLIENTS} clients on 127.0.0.1, ${total} requests (${Math.round(total / SECONDS)}/s); the server ${alive ? 'alive and serving at the end' : 'GONE'}\n`,
    );
    console.log('| kind | requests | answers |\n|---|---:|---|');
    for (const [kind] of MIX) {
      const byOutcome = tally.answers.get(kind) ?? new Map<string, number>();
      const count = [...byOutcome.values()].reduce((a, b) => a + b, 0);
      const outcomes = [...byOutcome.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([outcome, n]) => `${outcome}: ${n}`)
        .join(', ');
      console.log(`| ${kind} | ${count} | ${outcomes} |`);
    }
    const likesAcknowledged = voteLines.reduce((sum, line) => sum + line.acknowledged, 0);
    const likesStored = voteLines.reduce((sum, line) => sum + line.stored, 0);
    const likesExact = voteLines.every((line) => line.stored === line.acknowledged);
    console.log('\n| check | acknowledged | stored | exact |\n|---|---:|---:|---|');
    console.log(
      `| likes, on ${VOTED_COMMENTS} comments (each compared) | ${likesAcknowledged} | ${likesStored} | ${likesExact ? 'yes' : 'NO'} |`,
    );
    console.log(
      `| comments | ${tally.comments.size} | ${storedComments.size} | ${missing === 0 && extra === 0 ? 'yes' : `NO: ${missing} missing, ${extra} extra`} |`,
    );
    console.log(
      `| comments cut before their body was whole | 0 | ${storedCuts} | ${storedCuts === 0 ? 'yes' : 'NO'} |`,
    );
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log('\n| server memory | RSS MB | heap used MB | heap total MB |\n|---|---:|---:|---:|');
    console.log(
      `| at the start, before any request | ${mb(started.rss)} | ${mb(started.heapUsed)} | ${mb(started.heapTotal)} |`,
    );
    if (warmed)
      console.log(
        `| a tenth into the run, warm | ${mb(warmed.rss)} | ${mb(warmed.heapUsed)} | ${mb(warmed.heapTotal)} |`,
      );
    console.log(`| at the end of the run | ${mb(ended.rss)} | ${mb(ended.heapUsed)} | ${mb(ended.heapTotal)} |`);
    const logged = server.output().match(/"level":(50|60)/g)?.length ?? 0;
    console.log(`\nErrors the server logged (error or fatal level): ${logged}`);
    if (failures.size)
      console.log(
        `Requests of the load that failed on the way: ${[...failures].map(([c, n]) => `${c}: ${n}`).join(', ')}`,
      );
  } finally {
    await store.close();
    await server.stop();
  }
}

export async function run(): Promise<void> {
  await runOn('SQLite', {});
  const cluster = await startPostgres();
  try {
    await runOn('PostgreSQL', { DATABASE_URL: cluster.url });
  } finally {
    cluster.stop();
  }
}
