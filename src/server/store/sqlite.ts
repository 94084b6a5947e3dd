import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations.ts';
import type { Post, Store } from './store.ts';

/** `sqlite:data/porchlight.db` → `data/porchlight.db`; `sqlite::memory:` → in memory. */
export function sqlitePath(databaseUrl: string): string {
  const match = /^sqlite:(.+)$/.exec(databaseUrl);
  if (!match) throw new Error(`DATABASE_URL must look like sqlite:path/to/file.db (got "${databaseUrl}")`);
  return match[1]!;
}

export function migrate(db: Database.Database, migrations: Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const { version, sql } of migrations) {
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}

export function openSqlite(databaseUrl: string): Database.Database {
  const path = sqlitePath(databaseUrl);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers go on while a comment is written; foreign keys keep threads whole.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

interface PostRow {
  id: number;
  blog_id: number;
  title: string;
  excerpt: string;
}
const toPost = (row: PostRow): Post => ({
  id: String(row.id),
  blogId: String(row.blog_id),
  title: row.title,
  url: `/posts/${row.id}`,
  excerpt: row.excerpt,
});

/** Ids arrive as strings from the API; anything but a positive integer names nothing. */
export const rowId = (id: string): number | null => (/^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null);

export function createSqliteStore(db: Database.Database): Store {
  const q = {
    blog: db.prepare('SELECT id, name, url FROM blogs WHERE id = ?'),
    post: db.prepare('SELECT id, blog_id, title, excerpt FROM posts WHERE id = ?'),
    posts: db.prepare('SELECT id, blog_id, title, excerpt FROM posts WHERE blog_id = ? ORDER BY id'),
    count: db.prepare('SELECT count(*) AS n FROM comments WHERE post_id = ? AND is_visible = 1'),
    anyBlog: db.prepare('SELECT 1 FROM blogs LIMIT 1'),
  };
  return {
    async getBlog(id) {
      const row = q.blog.get(rowId(id)) as { id: number; name: string; url: string } | undefined;
      return row ? { id: String(row.id), name: row.name, url: row.url } : null;
    },
    async getPost(id) {
      const row = q.post.get(rowId(id)) as PostRow | undefined;
      return row ? toPost(row) : null;
    },
    async listPosts(blogId) {
      return (q.posts.all(rowId(blogId)) as PostRow[]).map(toPost);
    },
    async countVisibleComments(postId) {
      if (!q.post.get(rowId(postId))) return null;
      return (q.count.get(rowId(postId)) as { n: number }).n;
    },
    async isEmpty() {
      return !q.anyBlog.get();
    },
    async close() {
      db.close();
    },
  };
}
