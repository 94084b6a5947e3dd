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
import type { PostgresConnection } from './connection.ts';

/** Blogs, their posts and their tags on PostgreSQL. */
export function createPostgresBlogs(db: PostgresConnection): BlogStore {
  const getBlog = async (id: string | null) => {
    const row = await db.one<BlogRow>(`SELECT ${BLOG_COLUMNS} FROM blogs WHERE id = $1`, [rowId(id)]);
    return row ? toBlog(row) : null;
  };
  const getPost = async (id: number | null) => {
    const row = await db.one<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE id = $1`, [id]);
    return row ? toPost(row) : null;
  };

  return {
    getBlog,
    async createBlog({ name, url, ownerId = null }) {
      const row = await db.one<{ id: string }>(
        'INSERT INTO blogs (name, url, owner_id) VALUES ($1, $2, $3) RETURNING id',
        [name, url, rowId(ownerId)],
      );
      return (await getBlog(row!.id))!;
    },
    async updateBlogSettings(id, settings) {
      const columns: Record<string, unknown> = {
        owner_id: settings.ownerId === undefined ? undefined : rowId(settings.ownerId),
        allow_comments: settings.allowComments,
        allow_votes: settings.allowVotes,
        captcha: settings.captcha,
        moderation: settings.moderation,
        provider_sign_out: settings.providerSignOut,
        forgotten_comments: settings.forgottenComments,
        held_days: settings.heldDays,
        rejected_days: settings.rejectedDays,
      };
      const set = Object.entries(columns).filter(([, value]) => value !== undefined);
      // Column names come from the fixed list above, values are bound.
      if (set.length)
        await db.query(
          `UPDATE blogs SET ${set.map(([column], i) => `${column} = $${i + 1}`).join(', ')} WHERE id = $${set.length + 1}`,
          [...set.map(([, value]) => value), rowId(id)],
        );
      return getBlog(id);
    },
    async listBlogsOwnedBy(accountId, { after: cursor, limit }) {
      const rows = await db.all<Blog>(
        // The blogs an account owns, or which rules made it an author of (author_ids: ids comma-separated).
        `SELECT id, name, url FROM blogs WHERE (owner_id = $1 OR $1::text = ANY (string_to_array(author_ids, ',')))
         AND id > $2 ORDER BY id LIMIT $3`,
        [rowId(accountId), cursor === null ? 0 : (rowId(cursor) ?? FIRST), limit + 1],
      );
      return paged(
        rows.map((row) => ({ id: String(row.id), name: row.name, url: row.url })),
        limit,
      );
    },
    getPost: (id) => getPost(rowId(id)),
    async getPostWithBlog(id) {
      const row = await db.one<PostRow & Record<string, unknown>>(
        `SELECT ${POST_WITH_BLOG_COLUMNS} FROM posts p JOIN blogs b ON b.id = p.blog_id WHERE p.id = $1`,
        [rowId(id)],
      );
      return row ? toPostWithBlog(row) : null;
    },
    async listPosts(blogId) {
      return (
        await db.all<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE blog_id = $1 ORDER BY id`, [rowId(blogId)])
      ).map(toPost);
    },
    setPostClosed: (id, closed) => db.changed('UPDATE posts SET closed = $1 WHERE id = $2', [closed, rowId(id)]),
    unpinComment: (postId, commentId) =>
      db.changed('UPDATE posts SET pinned_comment_id = NULL WHERE id = $1 AND pinned_comment_id = $2', [
        rowId(postId),
        rowId(commentId),
      ]),
    setPinnedComment: (postId, commentId) =>
      db.changed('UPDATE posts SET pinned_comment_id = $1 WHERE id = $2', [
        commentId === null ? null : rowId(commentId),
        rowId(postId),
      ]),
    async createPost({ blogId, title, excerpt = '', createdAt }) {
      const row = await db.one<PostRow>(
        `INSERT INTO posts (blog_id, title, excerpt, created_at) VALUES ($1, $2, $3, coalesce($4::timestamptz, now())) RETURNING ${POST_COLUMNS}`,
        [rowId(blogId), title, excerpt, createdAt ?? null],
      );
      return toPost(row!);
    },
    async listTags(blogId) {
      return (
        await db.all<TagRow>('SELECT id, name, slug FROM tags WHERE blog_id = $1 ORDER BY lower(name), id', [
          rowId(blogId),
        ])
      ).map(toTag);
    },
    async listPostTags(postId) {
      const rows = await db.all<TagRow>(
        'SELECT t.id, t.name, t.slug FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = $1 ORDER BY pt.position, t.id',
        [rowId(postId)],
      );
      return rows.map(toTag);
    },
    async getTagWithPosts(blogId, slug) {
      const row = await db.one<TagRow>('SELECT id, name, slug FROM tags WHERE blog_id = $1 AND slug = $2', [
        rowId(blogId),
        slug,
      ]);
      if (!row) return null;
      const posts = await db.all<PostRow>(
        `SELECT ${POST_COLUMNS_OF_P} FROM post_tags pt JOIN posts p ON p.id = pt.post_id WHERE pt.tag_id = $1 ORDER BY p.id`,
        [row.id],
      );
      return { tag: toTag(row), posts: posts.map(toPost) };
    },
    async createTag({ blogId, name, slug }) {
      return toTag(
        (await db.one<TagRow>('INSERT INTO tags (blog_id, name, slug) VALUES ($1, $2, $3) RETURNING id, name, slug', [
          rowId(blogId),
          name,
          slug,
        ]))!,
      );
    },
    async tagPost(postId, tagId, position) {
      await db.query(
        'INSERT INTO post_tags (post_id, tag_id, position) VALUES ($1, $2, $3) ON CONFLICT (post_id, tag_id) DO UPDATE SET position = EXCLUDED.position',
        [rowId(postId), rowId(tagId), position],
      );
    },
    async isEmpty() {
      return !(await db.one('SELECT 1 FROM blogs LIMIT 1'));
    },
  };
}
