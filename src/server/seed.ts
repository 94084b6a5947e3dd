import type Database from 'better-sqlite3';
import { hashPasswordSync } from './auth/password.ts';
import type { ModerationRule } from './store/store.ts';

/**
 * Demo content (DESIGN §5): blog 1, owned by the author account, with posts
 * 1..5 and their tags. Post 1 carries a long discussion with every case the
 * comment section must show (long threads, a reply to a reply, the author,
 * a website, a name without letters, multi-line text, votes); posts 2..5
 * carry a few comments and one held comment each, so the counts show that
 * held comments never count. Deterministic: the same seed gives the same
 * database, so tests can name what they expect.
 */
export const DEMO_POSTS = [
  { title: 'Walking the old canal path', excerpt: 'Forty kilometres of towpath, three locks and one very patient heron.' },
  { title: 'Sourdough at altitude', excerpt: 'What changes when your kitchen sits 1,800 metres above the sea.' },
  { title: 'A winter of night photography', excerpt: 'Cold fingers, long exposures and the constellations over the valley.' },
  { title: 'Repairing a 1970s tape deck', excerpt: 'Belts, capstans and the smell of isopropyl alcohol.' },
  { title: 'Notes from a seed library', excerpt: 'Borrow a packet, grow it out, bring back the seeds.' },
];

/** Printed at start and listed in the README: sign in with these on the demo. */
export const DEMO_ACCOUNTS = {
  author: { name: 'Margot Lefèvre', email: 'author@porchlight.test', password: 'canal-heron-42', avatar: '/demo/avatars/author.svg' },
  reader: { name: 'Sam Okafor', email: 'reader@porchlight.test', password: 'sourdough-1800', avatar: null },
};

/** Tags of blog 1, and which posts carry them (in the author's order). */
export const DEMO_TAGS: { name: string; slug: string; posts: number[] }[] = [
  { name: 'Walking', slug: 'walking', posts: [1] },
  { name: 'Waterways', slug: 'waterways', posts: [1] },
  { name: 'Baking', slug: 'baking', posts: [2] },
  { name: 'Mountains', slug: 'mountains', posts: [2, 3] },
  { name: 'Photography', slug: 'photography', posts: [3] },
  { name: 'Night sky', slug: 'night-sky', posts: [3] },
  { name: 'Repair', slug: 'repair', posts: [4] },
  { name: 'Audio', slug: 'audio', posts: [4] },
  { name: 'Gardening', slug: 'gardening', posts: [5] },
  { name: 'Community', slug: 'community', posts: [5, 1] },
];

export interface SeedOptions {
  /** Blog 1's moderation rule (default: an anonymous writer's first comment and comments with links wait). */
  moderation?: ModerationRule;
  /** Whether anonymous writers on blog 1 pass the captcha (default: yes). */
  captcha?: boolean;
}

interface DemoComment {
  name: string;
  body: string;
  email?: string;
  website?: string;
  author?: boolean;
  reader?: boolean;
  likes?: number;
  dislikes?: number;
  /** Replies, in the order written; `to` answers an earlier reply of the thread (by index). */
  replies?: (DemoComment & { to?: number })[];
}

const READERS = ['Ada', 'Bastien', 'Chloé', 'Dmitri', 'Élodie', 'Farid', 'Grace', 'Hiroshi', 'Inès', 'Jonas', 'Kalani', 'Lúcia'];

/** Post 1's discussion as its first pages list it: newest thread first (so they are written last). */
const CANAL_THREADS: DemoComment[] = [
  { name: 'Ada', email: 'ada@example.com', body: 'Lovely write-up. Which lock did the heron guard?', likes: 4 },
  {
    name: 'Bastien',
    body: 'We did the same walk in May.\nThe towpath was flooded after the second lock,\nso bring boots.',
    likes: 7,
    dislikes: 1,
    replies: [
      { name: 'Ada', email: 'ada@example.com', body: 'Good to know, thanks!' },
      { name: 'Margot Lefèvre', author: true, body: 'It has been repaired since: dry all the way in September.' },
      { name: 'Bastien', body: 'Great news.', to: 1 },
      { name: 'Chloé', body: 'Is it passable by bike now?' },
      { name: 'Margot Lefèvre', author: true, body: 'Yes, though the gravel near the aqueduct is loose.', to: 3 },
    ],
  },
  { name: 'Margot Lefèvre', author: true, body: 'Thank you all for reading!\nI will post the map of the route next week.', likes: 9 },
  { name: '42', body: 'First time commenting: the photos of the aqueduct are wonderful.', likes: 2 },
  { name: 'Chloé', website: 'https://example.org/chloe', body: 'I wrote about the northern section on my own blog, if anyone wants the rest of the route.', likes: 3 },
  { name: 'Dmitri', body: 'How long did the whole walk take you?', replies: [{ name: 'Margot Lefèvre', author: true, body: 'Two days, with a night in the village by the third lock.' }] },
  { name: 'Élodie', body: 'Forty kilometres in two days is a good pace.\n\nDid you carry a tent or book rooms?' },
  { name: 'Farid', body: 'The heron is the real star of this post.', likes: 12 },
  {
    name: 'Grace',
    body: 'Does anyone know when the lock keepers’ cottages were built?',
    replies: [
      { name: 'Hiroshi', body: 'Around 1830, with the canal itself.' },
      { name: 'Inès', body: 'The plaque at the second lock says 1834.' },
      { name: 'Hiroshi', body: 'Then I stand corrected.', to: 1 },
      { name: 'Jonas', body: 'There is a small museum in the last one, open on Sundays.' },
      { name: 'Grace', body: 'Thank you all!' },
      { name: 'Kalani', body: 'The museum has a model of the lock mechanism.' },
      { name: 'Lúcia', body: 'And a very good café next door.' },
      { name: 'Ada', email: 'ada@example.com', body: 'Adding that to my list.' },
      { name: 'Bastien', body: 'The café closes at four in winter.' },
      { name: 'Chloé', body: 'Noted, we will go early.' },
      { name: 'Dmitri', body: 'Is the museum free?' },
      { name: 'Jonas', body: 'Donations only.', to: 10 },
      { name: 'Élodie', body: 'What a helpful thread.' },
      { name: 'Farid', body: 'Agreed.' },
    ],
  },
  { name: 'Hiroshi', body: 'Not convinced the detour through the village was worth it.', dislikes: 3, likes: 1 },
  { name: 'Inès', body: 'Magnifique balade, merci pour le récit.' },
  { name: 'Jonas', body: 'Which map did you use? The old survey sheets are out of date near the marina.' },
  { name: 'Kalani', body: 'Any dog-friendly places to stay along the way?', replies: [{ name: 'Lúcia', body: 'The inn at the third lock welcomes dogs.' }, { name: 'Kalani', body: 'Perfect, thanks.' }] },
  { name: 'Lúcia', body: 'The light in the third photo is beautiful.' },
  { name: '***', body: 'Bookmarked for spring.' },
  { name: 'Ada', email: 'ada@example.com', body: 'Did you see any kingfishers?', replies: [{ name: 'Margot Lefèvre', author: true, body: 'Two, near the aqueduct.' }, { name: 'Ada', email: 'ada@example.com', body: 'Lucky you!' }, { name: 'Bastien', body: 'They nest in the bank there.' }, { name: 'Chloé', body: 'I only ever see the blue flash.' }] },
  { name: 'Bastien', body: 'Line one.\nLine two.\nLine three: the towpath, the lock, the heron.' },
  { name: 'Chloé', body: 'Is the path lit at night?' },
  { name: 'Dmitri', body: 'Loved the bit about the patient heron.' },
  { name: 'Élodie', body: 'How are the locks operated nowadays? By hand?' },
  { name: 'Farid', body: 'Great post, as always.' },
  { name: 'Grace', body: 'Please write about the southern section too.' },
  { name: 'Hiroshi', body: 'Walking it this weekend thanks to you.', likes: 1 },
  { name: 'Inès', body: 'Quel héron patient !' },
  { name: 'Jonas', body: 'Any public transport back to the start?' },
  { name: 'Kalani', body: 'The bus from the marina runs hourly.', website: 'https://example.net/kalani' },
  { name: 'Lúcia', body: 'Saving this for our anniversary walk.' },
  { name: 'Sam Okafor', reader: true, body: 'A quiet, lovely read. Thank you.' },
];

export function seedDemo(db: Database.Database, { moderation = 'first-or-links', captcha = true }: SeedOptions = {}): void {
  const account = db.prepare('INSERT INTO accounts (name, email, password_hash, avatar) VALUES (?, ?, ?, ?)');
  const blog = db.prepare(
    'INSERT INTO blogs (id, name, url, owner_id, allow_comments, allow_votes, captcha, moderation) VALUES (?, ?, ?, ?, 1, 1, ?, ?)',
  );
  const post = db.prepare('INSERT INTO posts (id, blog_id, title, excerpt) VALUES (?, ?, ?, ?)');
  const tag = db.prepare('INSERT INTO tags (blog_id, name, slug) VALUES (1, ?, ?)');
  const postTag = db.prepare('INSERT INTO post_tags (post_id, tag_id, position) VALUES (?, ?, ?)');
  const comment = db.prepare(
    `INSERT INTO comments (post_id, parent_id, thread_id, account_id, name, email, website, body, is_visible, likes, dislikes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 9, 1, 8, minute++ * 7)).toISOString();
  let authorId = 0;
  let readerId = 0;
  const add = (postId: number, parentId: number | null, threadId: number | null, c: DemoComment, visible = true) =>
    Number(
      comment.run(
        postId,
        parentId,
        threadId,
        c.author ? authorId : c.reader ? readerId : null,
        c.name,
        c.email ?? null,
        c.website ?? null,
        c.body,
        visible ? 1 : 0,
        c.likes ?? 0,
        c.dislikes ?? 0,
        at(),
      ).lastInsertRowid,
    );
  db.transaction(() => {
    const { author, reader } = DEMO_ACCOUNTS;
    authorId = Number(account.run(author.name, author.email, demoHash(author.password), author.avatar).lastInsertRowid);
    readerId = Number(account.run(reader.name, reader.email, demoHash(reader.password), reader.avatar).lastInsertRowid);
    blog.run(1, 'Porchlight demo blog', '/', authorId, captcha ? 1 : 0, moderation);
    DEMO_POSTS.forEach((p, i) => post.run(i + 1, 1, p.title, p.excerpt));
    const positions = new Map<number, number>();
    for (const t of DEMO_TAGS) {
      const tagId = tag.run(t.name, t.slug).lastInsertRowid;
      for (const postId of t.posts) {
        const position = positions.get(postId) ?? 0;
        positions.set(postId, position + 1);
        postTag.run(postId, tagId, position);
      }
    }
    for (const thread of [...CANAL_THREADS].reverse()) {
      const threadId = add(1, null, null, thread);
      const replyIds: number[] = [];
      for (const reply of thread.replies ?? []) replyIds.push(add(1, reply.to === undefined ? threadId : replyIds[reply.to]!, threadId, reply));
    }
    // One held comment on post 1, waiting in the moderation queue.
    add(1, null, null, { name: 'Promo Bot', body: 'Cheap boots at https://spam.example/boots' }, false);
    // Posts 2..5: a handful each, then one held comment that must not count.
    for (let postId = 2; postId <= 5; postId++) {
      for (let n = 0; n < postId - 2; n++) add(postId, null, null, { name: READERS[n]!, body: `Comment ${n + 1} on post ${postId}.` });
      add(postId, null, null, { name: 'Newcomer', body: `A first comment on post ${postId}, waiting for approval.` }, false);
    }
  })();
}

// scrypt is slow on purpose; tests seed many in-memory databases, so each
// demo password is hashed once per process.
const hashes = new Map<string, string>();
function demoHash(password: string): string {
  if (!hashes.has(password)) hashes.set(password, hashPasswordSync(password));
  return hashes.get(password)!;
}
