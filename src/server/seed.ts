import type Database from 'better-sqlite3';

/**
 * Demo content (DESIGN §5): blog 1 with posts 1..5. Post 1 carries a long
 * discussion; one comment per post past the first is held for moderation so
 * the counts show that held comments never count. Deterministic: the same
 * seed gives the same database, so tests can name what they expect.
 */
export const DEMO_POSTS = [
  { title: 'Walking the old canal path', excerpt: 'Forty kilometres of towpath, three locks and one very patient heron.' },
  { title: 'Sourdough at altitude', excerpt: 'What changes when your kitchen sits 1,800 metres above the sea.' },
  { title: 'A winter of night photography', excerpt: 'Cold fingers, long exposures and the constellations over the valley.' },
  { title: 'Repairing a 1970s tape deck', excerpt: 'Belts, capstans and the smell of isopropyl alcohol.' },
  { title: 'Notes from a seed library', excerpt: 'Borrow a packet, grow it out, bring back the seeds.' },
];

const NAMES = ['Ada', 'Bastien', 'Chloé', 'Dmitri', 'Élodie', 'Farid', 'Grace', 'Hiroshi', 'Inès', 'Jonas'];

export function seedDemo(db: Database.Database): void {
  const blog = db.prepare('INSERT INTO blogs (id, name, url) VALUES (?, ?, ?)');
  const post = db.prepare('INSERT INTO posts (id, blog_id, title, excerpt) VALUES (?, ?, ?, ?)');
  const comment = db.prepare(
    'INSERT INTO comments (post_id, parent_id, name, body, is_visible, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let minute = 0;
  const at = () => new Date(Date.UTC(2026, 9, 1, 8, minute++)).toISOString();
  const add = (postId: number, parentId: number | null, n: number, visible = true) =>
    Number(
      comment.run(postId, parentId, NAMES[n % NAMES.length], `Comment ${n + 1} on post ${postId}.`, visible ? 1 : 0, at())
        .lastInsertRowid,
    );
  db.transaction(() => {
    blog.run(1, 'Porchlight demo blog', '/');
    DEMO_POSTS.forEach((p, i) => post.run(i + 1, 1, p.title, p.excerpt));
    // Post 1: 27 threads, every third with replies.
    for (let n = 0; n < 27; n++) {
      const thread = add(1, null, n);
      if (n % 3 === 0) for (let r = 0; r < 1 + (n % 5); r++) add(1, thread, n + r + 1);
    }
    // Posts 2..5: a handful each, then one held comment that must not count.
    for (let postId = 2; postId <= 5; postId++) {
      for (let n = 0; n < postId - 2; n++) add(postId, null, n);
      add(postId, null, 99, false);
    }
  })();
}
