import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import {
  BLOG_COLUMNS,
  FIRST,
  paged,
  POST_COLUMNS,
  POST_COLUMNS_OF_P,
  POST_WITH_BLOG_COLUMNS,
  toBlog,
  toPost,
  toPostWithBlog,
  toTag,
  type BlogRow,
  type PostRow,
  type TagRow,
} from '../rows.ts';
import type { Blog, BlogStore } from '../store.ts';

/** Blogs, their posts and their tags on SQLite. */
export function createSqliteBlogs(db: Database.Database): BlogStore {
  const q = {
    blog: db.prepare(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE id = ?`),
    insertBlog: db.prepare('INSERT INTO blogs (name, url, owner_id) VALUES (?, ?, ?)'),
    // The blogs an account owns, or which rules made it an author of (author_ids: ids comma-separated).
    blogsOwned: db.prepare(
      `SELECT id, name, url FROM blogs WHERE (owner_id = ? OR ',' || author_ids || ',' LIKE '%,' || ? || ',%')
       AND id > ? ORDER BY id LIMIT ?`,
    ),
    anyBlog: db.prepare('SELECT 1 FROM blogs LIMIT 1'),
    post: db.prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE id = ?`),
    postWithBlog: db.prepare(
      `SELECT ${POST_WITH_BLOG_COLUMNS} FROM posts p JOIN blogs b ON b.id = p.blog_id WHERE p.id = ?`,
    ),
    pin: db.prepare('UPDATE posts SET pinned_comment_id = ? WHERE id = ?'),
    unpin: db.prepare('UPDATE posts SET pinned_comment_id = NULL WHERE id = ? AND pinned_comment_id = ?'),
    closePost: db.prepare('UPDATE posts SET closed = ? WHERE id = ?'),
    posts: db.prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE blog_id = ? ORDER BY id`),
    insertPost: db.prepare(
      "INSERT INTO posts (blog_id, title, excerpt, created_at) VALUES (?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))",
    ),
    tags: db.prepare('SELECT id, name, slug FROM tags WHERE blog_id = ? ORDER BY name COLLATE NOCASE, id'),
    postTags: db.prepare(
      'SELECT t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = ? ORDER BY pt.position, t.id',
    ),
    tagBySlug: db.prepare('SELECT id, name, slug FROM tags WHERE blog_id = ? AND slug = ?'),
    postsOfTag: db.prepare(
      `SELECT ${POST_COLUMNS_OF_P} FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = ? ORDER BY p.id`,
    ),
    insertTag: db.prepare('INSERT INTO tags (blog_id, name, slug) VALUES (?, ?, ?)'),
    tag: db.prepare('SELECT id, name, slug FROM tags WHERE id = ?'),
    tagPost: db.prepare('INSERT OR REPLACE INTO post_tags (post_id, tag_id, position) VALUES (?, ?, ?)'),
  };
  const getBlog = (id: string | null) => {
    const row = q.blog.get(rowId(id)) as BlogRow | undefined;
    return row ? toBlog(row) : null;
  };

  return {
    async getBlog(id) {
      return getBlog(id);
    },
    async createBlog({ name, url, ownerId = null }) {
      const id = q.insertBlog.run(name, url, rowId(ownerId)).lastInsertRowid;
      return getBlog(String(id))!;
    },
    async updateBlogSettings(id, settings) {
      const columns: Record<string, unknown> = {
        owner_id: settings.ownerId === undefined ? undefined : rowId(settings.ownerId),
        allow_comments: settings.allowComments === undefined ? undefined : Number(settings.allowComments),
        allow_votes: settings.allowVotes === undefined ? undefined : Number(settings.allowVotes),
        captcha: settings.captcha === undefined ? undefined : Number(settings.captcha),
        moderation: settings.moderation,
        provider_sign_out: settings.providerSignOut === undefined ? undefined : Number(settings.providerSignOut),
        forgotten_comments: settings.forgottenComments,
        held_days: settings.heldDays,
        rejected_days: settings.rejectedDays,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      // Column names come from the fixed list above, values are bound.
      if (set.length)
        db.prepare(`UPDATE blogs SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`).run(
          ...set.map(([, value]) => value),
          rowId(id),
        );
      return getBlog(id);
    },
    async listBlogsOwnedBy(accountId, { after: cursor, limit }) {
      const rows = q.blogsOwned.all(
        rowId(accountId),
        // As text: a number would be bound as a real, and read "3.0".
        String(rowId(accountId)),
        cursor === null ? 0 : (rowId(cursor) ?? FIRST),
        limit + 1,
      ) as Blog[];
      return paged(
        rows.map((row) => ({ id: String(row.id), name: row.name, url: row.url })),
        limit,
      );
    },
    async getPost(id) {
      const row = q.post.get(rowId(id)) as PostRow | undefined;
      return row ? toPost(row) : null;
    },
    async getPostWithBlog(id) {
      const row = q.postWithBlog.get(rowId(id)) as (PostRow & Record<string, unknown>) | undefined;
      return row ? toPostWithBlog(row) : null;
    },
    async listPosts(blogId) {
      return (q.posts.all(rowId(blogId)) as PostRow[]).map(toPost);
    },
    async setPostClosed(id, closed) {
      return q.closePost.run(closed ? 1 : 0, rowId(id)).changes > 0;
    },
    async setPinnedComment(postId, commentId) {
      return q.pin.run(commentId === null ? null : rowId(commentId), rowId(postId)).changes > 0;
    },
    async unpinComment(postId, commentId) {
      return q.unpin.run(rowId(postId), rowId(commentId)).changes > 0;
    },
    async createPost({ blogId, title, excerpt = '', createdAt }) {
      const at = createdAt ? new Date(createdAt).toISOString() : null;
      const id = q.insertPost.run(rowId(blogId), title, excerpt, at).lastInsertRowid;
      return toPost(q.post.get(id) as PostRow);
    },
    async listTags(blogId) {
      return (q.tags.all(rowId(blogId)) as TagRow[]).map(toTag);
    },
    async listPostTags(postId) {
      return (q.postTags.all(rowId(postId)) as TagRow[]).map(toTag);
    },
    async getTagWithPosts(blogId, slug) {
      const row = q.tagBySlug.get(rowId(blogId), slug) as TagRow | undefined;
      return row ? { tag: toTag(row), posts: (q.postsOfTag.all(row.id) as PostRow[]).map(toPost) } : null;
    },
    async createTag({ blogId, name, slug }) {
      const id = q.insertTag.run(rowId(blogId), name, slug).lastInsertRowid;
      return toTag(q.tag.get(id) as TagRow);
    },
    async tagPost(postId, tagId, position) {
      q.tagPost.run(rowId(postId), rowId(tagId), position);
    },
    async isEmpty() {
      return !q.anyBlog.get();
    },
  };
}
