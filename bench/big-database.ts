/**
 * A database the size a platform reaches after years, built reproducibly from
 * a seed: by default 1,000,000 comments over 10,000 posts on 100 blogs, on
 * either engine. One post carries 10,000 top-level comments and 40,000 replies,
 * with threads of 500 replies; a tenth of all comments have votes; one in a
 * hundred waits in the moderation queue. Beside it, post 2 is the demo post's
 * size (50 comments: 20 threads, the first page's ten with three replies
 * each, as the big post's first page shows them), so each figure on the big post has its small-post twin
 * in the same database.
 *
 * Rows go in through the store's bulk path (RowCopyStore.writeRows, what
 * `porchlight admin copy` uses: multi-row INSERTs on PostgreSQL, one prepared
 * statement in a transaction on SQLite), a batch at a time so memory stays flat,
 * never through the API. The SQLite file is cached between runs under
 * node_modules/.cache/porchlight-bench/, named by a hash of this file, the
 * migrations, the engine's setup, the shape and the seed: a change to any of them builds anew.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hashPasswordSync } from '../src/server/auth/password.ts';
import { openStore } from '../src/server/store/open.ts';
import type { RowCopyStore } from '../src/server/store/store.ts';
import type { Row } from '../src/server/store/tables.ts';

export interface BigShape {
  blogs: number;
  postsPerBlog: number;
  /** Every comment of the database, the big and the small post's among them. */
  comments: number;
  /** Post 1: its top-level comments, its replies, and how many of its threads have `longThread` replies. */
  big: { top: number; replies: number; longThreads: number; longThread: number };
  /**
   * Post 2: `threads` threads, the newest `answered` of them with `replies` replies each, so that its first page
   * draws as many comments as the big post's (three replies shown under each thread).
   */
  small: { threads: number; answered: number; replies: number };
  /**
   * One comment in `votedEvery` has votes (one to five readers each); one in `heldEvery` waits for approval (held
   * ones take no votes and no answers, as the API gives them none).
   */
  votedEvery: number;
  heldEvery: number;
}

export const MILLION: BigShape = {
  blogs: 100,
  postsPerBlog: 100,
  comments: 1_000_000,
  big: { top: 10_000, replies: 40_000, longThreads: 20, longThread: 500 },
  small: { threads: 20, answered: 10, replies: 3 },
  votedEvery: 10,
  heldEvery: 101,
};

export const BIG_POST = '1';
export const SMALL_POST = '2';
/** The author of every blog (their owner), who may moderate them: the bench signs in with these. */
export const AUTHOR = { email: 'author@bench.test', password: 'bench-author-password' };

/** A small, fast generator of numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed, the same database. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the walk along the canal was longer than I thought but the light at the lock made it worth every step ' +
  'bread rises slower in a cold kitchen and the crust comes out thicker which I prefer anyway thanks for this'
).split(' ');
const START = Date.UTC(2023, 0, 1);

/** One post's comments in creation order: its top-level comments first, then each reply, by the index of its thread. */
interface PostPlan {
  postId: number;
  top: number;
  /** For each reply: the index (among the post's top-level comments) of its thread. */
  replyThreads: number[];
}

function planPosts(shape: BigShape, next: () => number): PostPlan[] {
  const posts = shape.blogs * shape.postsPerBlog;
  const plans: PostPlan[] = [];
  // The big post: most replies spread three to a thread, and the first `longThreads` threads long.
  const bigReplies: number[] = [];
  for (let t = 0; t < shape.big.longThreads; t++) for (let r = 0; r < shape.big.longThread; r++) bigReplies.push(t);
  for (let i = 0; bigReplies.length < shape.big.replies; i++)
    bigReplies.push(shape.big.longThreads + (i % (shape.big.top - shape.big.longThreads)));
  plans.push({ postId: 1, top: shape.big.top, replyThreads: bigReplies });
  plans.push({
    postId: 2,
    top: shape.small.threads,
    replyThreads: Array.from(
      { length: shape.small.answered * shape.small.replies },
      (_, i) => shape.small.threads - shape.small.answered + Math.floor(i / shape.small.replies),
    ),
  });
  // The rest of the comments over the other posts, unevenly (some posts quiet, some busy), three in five top-level.
  const rest = shape.comments - plans.reduce((sum, plan) => sum + plan.top + plan.replyThreads.length, 0);
  const weights = Array.from({ length: posts - 2 }, () => 0.2 + next() * 1.6);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  weights.forEach((weight, i) => {
    const count = i === weights.length - 1 ? rest - given : Math.min(rest - given, Math.round((rest * weight) / total));
    given += count;
    const top = Math.max(count ? 1 : 0, Math.round(count * 0.6));
    plans.push({
      postId: i + 3,
      top,
      replyThreads: Array.from({ length: count - top }, () => Math.floor(next() * top)),
    });
  });
  return plans;
}

/**
 * The rows of every table, a batch at a time, in an order that satisfies the foreign keys (a comment after
 * its parent). Ids are given: comment n is the n-th written, at one minute past the one before.
 */
export function* bigRows(shape: BigShape, seed = 1, batch = 5_000): Generator<{ table: string; rows: Row[] }> {
  const next = random(seed);
  const time = (n: number) => new Date(START + n * 60_000).toISOString();
  yield {
    table: 'accounts',
    rows: [
      {
        id: 1,
        name: 'Bench Author',
        email: AUTHOR.email,
        password_hash: hashPasswordSync(AUTHOR.password),
        avatar: null,
        created_at: time(0),
      },
    ],
  };
  yield {
    table: 'blogs',
    rows: Array.from({ length: shape.blogs }, (_, i) => ({
      id: i + 1,
      name: `Blog ${i + 1}`,
      url: `https://blog-${i + 1}.bench.test`,
      owner_id: 1,
      allow_comments: true,
      allow_votes: true,
      captcha: false,
      moderation: 'off',
      provider_sign_out: false,
      forgotten_comments: 'placeholder',
      held_days: null,
      rejected_days: 0,
    })),
  };
  const posts = shape.blogs * shape.postsPerBlog;
  for (let start = 0; start < posts; start += batch)
    yield {
      table: 'posts',
      rows: Array.from({ length: Math.min(batch, posts - start) }, (_, i) => {
        const id = start + i + 1;
        return {
          id,
          blog_id: Math.floor((id - 1) / shape.postsPerBlog) + 1,
          title: id === 1 ? 'A very busy post' : id === 2 ? 'A post of the demo’s size' : `Post ${id}`,
          excerpt: `What post ${id} is about.`,
          created_at: time(0),
          closed: false,
          pinned_comment_id: null,
        };
      }),
    };

  let id = 0;
  let comments: Row[] = [];
  let votes: Row[] = [];
  const text = () => {
    const words = 6 + Math.floor(next() * 30);
    const from = Math.floor(next() * WORDS.length);
    return Array.from({ length: words }, (_, i) => WORDS[(from + i * 7) % WORDS.length]).join(' ');
  };
  const comment = (postId: number, parent: number | null, thread: number | null): number => {
    id += 1;
    let likes = 0;
    let dislikes = 0;
    const held = id % shape.heldEvery === 0;
    if (id % shape.votedEvery === 0 && !held)
      for (let v = 1 + Math.floor(next() * 5); v > 0; v--) {
        const kind = next() < 0.8 ? 'like' : 'dislike';
        if (kind === 'like') likes += 1;
        else dislikes += 1;
        votes.push({ comment_id: id, visitor: `bench-${id}-${v}`, kind });
      }
    comments.push({
      id,
      post_id: postId,
      parent_id: parent,
      thread_id: thread,
      account_id: null,
      name: `Reader ${Math.floor(next() * 5000)}`,
      email: null,
      website: null,
      body: text(),
      is_visible: !held,
      likes,
      dislikes,
      created_at: time(id),
      edited_at: null,
      edit_key_hash: null,
      deleted: false,
      address_hash: null,
      body_tree: null,
      locale: 'en',
    });
    return id;
  };
  for (const plan of planPosts(shape, next)) {
    const threads: number[] = [];
    for (let t = 0; t < plan.top; t++) threads.push(comment(plan.postId, null, null));
    // A held comment takes no answer: its replies go to the next thread shown.
    const shown = (t: number) => {
      for (let k = 0; k < threads.length && threads[t]! % shape.heldEvery === 0; k++) t = (t + 1) % threads.length;
      return t;
    };
    // A reply answers its thread's first comment, or now and then the reply before it in the same thread.
    const lastInThread = new Map<number, number>();
    for (const t of plan.replyThreads) {
      const thread = threads[shown(t)]!;
      const previous = lastInThread.get(thread);
      lastInThread.set(
        thread,
        comment(plan.postId, previous !== undefined && next() < 0.3 ? previous : thread, thread),
      );
    }
    if (comments.length >= batch) {
      yield { table: 'comments', rows: comments };
      comments = [];
    }
    if (votes.length >= batch) {
      // Votes name comments already written: the comments' batch goes first.
      if (comments.length) yield { table: 'comments', rows: comments };
      comments = [];
      yield { table: 'votes', rows: votes };
      votes = [];
    }
  }
  if (comments.length) yield { table: 'comments', rows: comments };
  if (votes.length) yield { table: 'votes', rows: votes };
}

/** Writes the big database into an empty, migrated store; `progress` hears each table's running count. */
export async function fillBig(
  store: RowCopyStore,
  shape: BigShape,
  seed = 1,
  progress: (table: string, rows: number) => void = () => {},
): Promise<void> {
  const written = new Map<string, number>();
  for (const { table, rows } of bigRows(shape, seed)) {
    await store.writeRows(table, rows);
    written.set(table, (written.get(table) ?? 0) + rows.length);
    progress(table, written.get(table)!);
  }
}

const CACHE = join('node_modules', '.cache', 'porchlight-bench');

/** Names a built database by everything that decides its rows (all but the author's password salt, which is random). */
function cacheKey(shape: BigShape, seed: number): string {
  const hash = createHash('sha256');
  for (const file of [
    new URL(import.meta.url).pathname,
    'src/server/store/migrations.ts',
    'src/server/store/tables.ts',
    'src/server/store/sqlite/row-copy.ts',
    'src/server/store/sqlite.ts',
    'src/server/auth/password.ts',
  ])
    hash.update(readFileSync(file));
  hash.update(JSON.stringify({ shape, seed }));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A copy, at `target`, of the big database on SQLite: built once into the cache (a few minutes for a million
 * comments), then copied.
 */
export async function bigSqliteDatabase(
  target: string,
  shape: BigShape = MILLION,
  seed = 1,
  log: (line: string) => void = console.log,
): Promise<void> {
  const cached = join(CACHE, `big-${cacheKey(shape, seed)}.db`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE, { recursive: true });
    const building = `${cached}.building`;
    // A build cut short leaves its write-ahead log beside it, which SQLite would replay into the next.
    for (const file of [building, `${building}-wal`, `${building}-shm`]) rmSync(file, { force: true });
    const started = performance.now();
    const store = await openStore(`sqlite:${building}`);
    try {
      await fillBig(store, shape, seed, tick(log));
    } finally {
      await store.close();
    }
    renameSync(building, cached);
    log(`built ${cached} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  copyFileSync(cached, target);
}

/** Fills an empty PostgreSQL database (migrated by openStore) with the big database. */
export async function bigPostgresDatabase(
  databaseUrl: string,
  shape: BigShape = MILLION,
  seed = 1,
  log: (line: string) => void = console.log,
): Promise<number> {
  const started = performance.now();
  const store = await openStore(databaseUrl);
  try {
    await fillBig(store, shape, seed, tick(log));
  } finally {
    await store.close();
  }
  return (performance.now() - started) / 1000;
}

/** The shape at PORCHLIGHT_BENCH_COMMENTS comments, scaled from the million; the million by default. */
export function shapeFromEnv(): BigShape {
  const wanted = Number(process.env.PORCHLIGHT_BENCH_COMMENTS ?? MILLION.comments);
  if (!Number.isInteger(wanted) || wanted < 10_000)
    throw new Error('PORCHLIGHT_BENCH_COMMENTS is a whole number of comments, 10000 or more');
  const f = wanted / MILLION.comments;
  if (f === 1) return MILLION;
  const scale = (n: number, least = 1) => Math.max(least, Math.round(n * f));
  return {
    ...MILLION,
    blogs: scale(MILLION.blogs, 2),
    comments: wanted,
    big: {
      top: scale(MILLION.big.top, 100),
      replies: scale(MILLION.big.replies, 500),
      longThreads: scale(MILLION.big.longThreads),
      longThread: 500,
    },
  };
}

/** Says how far the comments have come, every hundred thousand. */
const tick = (log: (line: string) => void) => {
  let said = 0;
  return (table: string, rows: number) => {
    if (table === 'comments' && rows - said >= 100_000) {
      said = rows;
      log(`  ${rows.toLocaleString('en')} comments written`);
    }
  };
};
