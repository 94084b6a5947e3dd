import { hashPasswordSync } from '../server/auth/password.ts';
import type { ModerationRule, BlogStore, CommentStore, AccountStore, VoteStore } from '../server/store/store.ts';
import { formatComment } from '../server/markdown.ts';

/**
 * Demo content: blog 1, owned by the author account, with posts
 * 1..5 and their tags. Post 1 carries a long discussion with every case the
 * comment section must show (long threads, a reply to a reply, the author,
 * a website, a name without letters, multi-line text, votes); posts 2..5
 * carry a few comments and one held comment each, so the counts show that
 * held comments never count. Deterministic: the same seed gives the same
 * database, so tests can name what they expect.
 */
export const DEMO_POSTS = [
  {
    title: 'Walking the old canal path',
    excerpt: 'Forty kilometres of towpath, three locks and one very patient heron.',
  },
  { title: 'Sourdough at altitude', excerpt: 'What changes when your kitchen sits 1,800 metres above the sea.' },
  {
    title: 'A winter of night photography',
    excerpt: 'Cold fingers, long exposures and the constellations over the valley.',
  },
  { title: 'Repairing a 1970s tape deck', excerpt: 'Belts, capstans and the smell of isopropyl alcohol.' },
  { title: 'Notes from a seed library', excerpt: 'Borrow a packet, grow it out, bring back the seeds.' },
];

/** Printed at start and listed in the README: sign in with these on the demo. */
export const DEMO_ACCOUNTS = {
  author: {
    name: 'Margot Lefèvre',
    email: 'author@porchlight.test',
    password: 'canal-heron-42',
    avatar: '/demo/avatars/author.svg',
  },
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
  /** The locale it was written in: English unless said (a French reader or two write in French). */
  locale?: string;
  /** Replies, in the order written; `to` answers an earlier reply of the thread (by index). */
  replies?: (DemoComment & { to?: number })[];
}

const READERS = [
  'Ada',
  'Bastien',
  'Chloé',
  'Dmitri',
  'Élodie',
  'Farid',
  'Grace',
  'Hiroshi',
  'Inès',
  'Jonas',
  'Kalani',
  'Lúcia',
];

/** Post 1's discussion as its first pages list it: newest thread first (so they are written last). */
const CANAL_THREADS: DemoComment[] = [
  { name: 'Ada', email: 'ada@example.com', body: 'Lovely write-up. Which lock did the heron guard?', likes: 4 },
  {
    name: 'Bastien',
    body: 'We did the same walk in May.\nThe towpath was flooded after the second lock,\nso *bring boots*.',
    likes: 7,
    dislikes: 1,
    replies: [
      { name: 'Ada', email: 'ada@example.com', body: 'Good to know, thanks!' },
      { name: 'Margot Lefèvre', author: true, body: 'It has been repaired since: dry all the way in September.' },
      { name: 'Bastien', body: 'Great news.', to: 1 },
      { name: 'Chloé', body: 'Is it passable by bike now?' },
      {
        name: 'Margot Lefèvre',
        author: true,
        body: 'Yes, though the gravel near the aqueduct is loose:\n\n- walk the bike over the bridge\n- keep to the left after the lock',
        to: 3,
      },
    ],
  },
  {
    name: 'Margot Lefèvre',
    author: true,
    body: 'Thank you all for reading!\nI will post the map of the route next week.',
    likes: 9,
  },
  { name: '42', body: 'First time commenting: the photos of the aqueduct are wonderful.', likes: 2 },
  {
    name: 'Chloé',
    website: 'https://example.org/chloe',
    body: 'I wrote about the northern section on my own blog, if anyone wants the rest of the route.',
    likes: 3,
  },
  {
    name: 'Dmitri',
    body: 'How long did the whole walk take you?',
    replies: [
      { name: 'Margot Lefèvre', author: true, body: 'Two days, with a night in the village by the third lock.' },
    ],
  },
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
  { name: 'Inès', body: 'Magnifique balade, merci pour le récit.', locale: 'fr' },
  { name: 'Jonas', body: 'Which map did you use? The old survey sheets are out of date near the marina.' },
  {
    name: 'Kalani',
    body: 'Any dog-friendly places to stay along the way?',
    replies: [
      { name: 'Lúcia', body: 'The inn at the third lock welcomes dogs.' },
      { name: 'Kalani', body: 'Perfect, thanks.' },
    ],
  },
  { name: 'Lúcia', body: 'The light in the third photo is beautiful.' },
  { name: '***', body: 'Bookmarked for spring.' },
  {
    name: 'Ada',
    email: 'ada@example.com',
    body: 'Did you see any kingfishers?',
    replies: [
      { name: 'Margot Lefèvre', author: true, body: 'Two, near the aqueduct.' },
      { name: 'Ada', email: 'ada@example.com', body: 'Lucky you!' },
      { name: 'Bastien', body: 'They nest in the bank there.' },
      { name: 'Chloé', body: 'I only ever see the blue flash.' },
    ],
  },
  { name: 'Bastien', body: 'Line one.\nLine two.\nLine three: the towpath, the lock, the heron.' },
  { name: 'Chloé', body: 'Is the path lit at night?' },
  { name: 'Dmitri', body: 'Loved the bit about the patient heron.' },
  { name: 'Élodie', body: 'How are the locks operated nowadays? By hand?' },
  { name: 'Farid', body: 'Great post, as always.' },
  { name: 'Grace', body: 'Please write about the southern section too.' },
  { name: 'Hiroshi', body: 'Walking it this weekend thanks to you.', likes: 1 },
  { name: 'Inès', body: 'Quel héron patient !', locale: 'fr' },
  { name: 'Jonas', body: 'Any public transport back to the start?' },
  { name: 'Kalani', body: 'The bus from the marina runs hourly.', website: 'https://example.net/kalani' },
  { name: 'Lúcia', body: 'Saving this for our anniversary walk.' },
  { name: 'Sam Okafor', reader: true, body: 'A quiet, lovely read. Thank you.' },
];

/**
 * Writes the demo through the Store, so it seeds either engine alike. The
 * votes are cast as votes (by visitors named `seed-N`), so counts and the
 * votes behind them agree. Ids come in writing order on an empty database:
 * blog 1, posts 1..5, accounts 1 (author) and 2 (reader).
 */
export async function seedDemo(
  store: BlogStore & CommentStore & AccountStore & VoteStore,
  { moderation = 'first-or-links', captcha = true }: SeedOptions = {},
): Promise<void> {
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 9, 1, 8, minute++ * 7)).toISOString();
  const { author, reader } = DEMO_ACCOUNTS;
  const authorId = (
    await store.createAccount({
      name: author.name,
      email: author.email,
      passwordHash: demoHash(author.password),
      avatar: author.avatar,
    })
  ).id;
  const readerId = (
    await store.createAccount({
      name: reader.name,
      email: reader.email,
      passwordHash: demoHash(reader.password),
      avatar: reader.avatar,
    })
  ).id;
  const blog = await store.createBlog({ name: 'Porchlight demo blog', url: '/', ownerId: authorId });
  await store.updateBlogSettings(blog.id, { allowComments: true, allowVotes: true, captcha, moderation });
  const posts: string[] = [];
  for (const p of DEMO_POSTS)
    posts.push((await store.createPost({ blogId: blog.id, title: p.title, excerpt: p.excerpt })).id);
  const positions = new Map<number, number>();
  for (const t of DEMO_TAGS) {
    const tag = await store.createTag({ blogId: blog.id, name: t.name, slug: t.slug });
    for (const postNumber of t.posts) {
      const position = positions.get(postNumber) ?? 0;
      positions.set(postNumber, position + 1);
      await store.tagPost(posts[postNumber - 1]!, tag.id, position);
    }
  }
  let voters = 0;
  const add = async (
    postNumber: number,
    parentId: string | null,
    threadId: string | null,
    c: DemoComment,
    visible = true,
  ) => {
    const { id } = await store.addComment({
      postId: posts[postNumber - 1]!,
      parentId,
      threadId,
      accountId: c.author ? authorId : c.reader ? readerId : null,
      name: c.name,
      email: c.email ?? null,
      website: c.website ?? null,
      body: c.body,
      // As a writer's comment is stored: its Markdown parsed once, here.
      bodyTree: JSON.stringify(formatComment(c.body)),
      isVisible: visible,
      createdAt: at(),
      locale: c.locale ?? 'en',
    });
    for (const [action, count] of [
      ['like', c.likes ?? 0],
      ['dislike', c.dislikes ?? 0],
    ] as const)
      for (let n = 0; n < count; n++) await store.vote(id, `seed-${++voters}`, action, false);
    return id;
  };
  for (const thread of [...CANAL_THREADS].reverse()) {
    const threadId = await add(1, null, null, thread);
    const replyIds: string[] = [];
    for (const reply of thread.replies ?? [])
      replyIds.push(await add(1, reply.to === undefined ? threadId : replyIds[reply.to]!, threadId, reply));
  }
  // One held comment on post 1, waiting in the moderation queue.
  await add(1, null, null, { name: 'Promo Bot', body: 'Cheap boots at https://spam.example/boots' }, false);
  // Posts 2..5: a handful each, then one held comment that must not count.
  for (let postNumber = 2; postNumber <= 5; postNumber++) {
    for (let n = 0; n < postNumber - 2; n++)
      await add(postNumber, null, null, { name: READERS[n]!, body: `Comment ${n + 1} on post ${postNumber}.` });
    await add(
      postNumber,
      null,
      null,
      { name: 'Newcomer', body: `A first comment on post ${postNumber}, waiting for approval.` },
      false,
    );
  }
}

// scrypt is slow on purpose; tests seed many in-memory databases, so each
// demo password is hashed once per process.
const hashes = new Map<string, string>();
function demoHash(password: string): string {
  if (!hashes.has(password)) hashes.set(password, hashPasswordSync(password));
  return hashes.get(password)!;
}
