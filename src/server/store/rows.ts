import { flag, idOrNull, time, type DbFlag, type DbId, type DbTime } from './db-values.ts';
import type {
  Account,
  BlogWithSettings,
  CommentInPost,
  ForgottenComments,
  ModerationRule,
  Page,
  LastComment,
  Post,
  RejectedComment,
  ReplyMail,
  StoredComment,
  Tag,
} from './store.ts';

/**
 * Rows as both engines give them, turned into what the Store returns: one
 * set of shapes and columns for the SQLite and the PostgreSQL engine. The
 * engines differ only in how values arrive (db-values.ts).
 */

/** A post's page, relative to its blog's site: what every link to a post (and a webhook's payload) names. */
export const postPath = (id: DbId): string => `/posts/${id}`;

export interface PostRow {
  id: DbId;
  blog_id: DbId;
  title: string;
  excerpt: string;
  closed: DbFlag;
  pinned_comment_id: DbId | null;
  created_at: DbTime;
}
export const toPost = (row: PostRow): Post => ({
  id: String(row.id),
  blogId: String(row.blog_id),
  title: row.title,
  url: postPath(row.id),
  excerpt: row.excerpt,
  closed: flag(row.closed),
  pinnedCommentId: row.pinned_comment_id === null ? null : String(row.pinned_comment_id),
  createdAt: time(row.created_at),
});
/** A post's columns, as every statement that reads posts names them (`p.` where posts are joined as `p`). */
export const POST_COLUMNS = 'id, blog_id, title, excerpt, closed, pinned_comment_id, created_at';
export const POST_COLUMNS_OF_P = 'p.id, p.blog_id, p.title, p.excerpt, p.closed, p.pinned_comment_id, p.created_at';

export interface BlogRow {
  id: DbId;
  name: string;
  url: string;
  owner_id: DbId | null;
  allow_comments: DbFlag;
  allow_votes: DbFlag;
  captcha: DbFlag;
  moderation: ModerationRule;
  author_ids: string | null;
  provider_sign_out: DbFlag;
  forgotten_comments: ForgottenComments;
  held_days: number | null;
  rejected_days: number;
}
export const toBlog = (row: BlogRow): BlogWithSettings => ({
  id: String(row.id),
  name: row.name,
  url: row.url,
  ownerId: idOrNull(row.owner_id),
  allowComments: flag(row.allow_comments),
  allowVotes: flag(row.allow_votes),
  captcha: flag(row.captcha),
  moderation: row.moderation,
  authorIds: row.author_ids ? row.author_ids.split(',') : [],
  providerSignOut: flag(row.provider_sign_out),
  forgottenComments: row.forgotten_comments,
  heldDays: row.held_days === null ? null : Number(row.held_days),
  rejectedDays: Number(row.rejected_days),
});

export interface CommentRow {
  id: DbId;
  post_id: DbId;
  parent_id: DbId | null;
  thread_id: DbId | null;
  account_id: DbId | null;
  name: string;
  email: string | null;
  website: string | null;
  body: string;
  is_visible: DbFlag;
  likes: number;
  dislikes: number;
  created_at: DbTime;
  avatar: string | null;
  edited_at: DbTime | null;
  deleted: DbFlag;
  body_tree: string | null;
  locale: string | null;
}
export const toComment = (row: CommentRow): StoredComment =>
  commentFromValues([
    row.id,
    row.post_id,
    row.parent_id,
    row.thread_id,
    row.account_id,
    row.name,
    row.email,
    row.website,
    row.body,
    row.is_visible,
    row.likes,
    row.dislikes,
    row.created_at,
    row.avatar,
    row.edited_at,
    row.deleted,
    row.body_tree,
    row.locale,
  ]);

/** A kept rejected comment (RejectedStore) as either engine reads it: a comment's columns and `c.rejected_at`. */
export type RejectedCommentRow = CommentRow & { rejected_at: DbTime };
export const toRejectedComment = (row: RejectedCommentRow): RejectedComment => ({
  ...toComment(row),
  rejectedAt: time(row.rejected_at),
});

/** A comment read with its post's columns, for a blog's last comments (either engine's `lastComments`). */
export type LastCommentRow = CommentRow &
  Pick<PostRow, 'blog_id' | 'title' | 'excerpt' | 'closed'> & { post_created_at: DbTime };
/** The post rides as a link to it: its pin is not read here. */
export const toLastComment = (row: LastCommentRow): LastComment => ({
  ...toComment(row),
  post: toPost({
    id: row.post_id,
    blog_id: row.blog_id,
    title: row.title,
    excerpt: row.excerpt,
    closed: row.closed,
    pinned_comment_id: null,
    created_at: row.post_created_at,
  }),
});

/** The same columns as one JSON array (COMMENT_COLUMNS' order), as SQLite's lists hand them out (sqlite/comment-lists.ts). */
export type CommentValues = [
  DbId,
  DbId,
  DbId | null,
  DbId | null,
  DbId | null,
  string,
  string | null,
  string | null,
  string,
  DbFlag,
  number,
  number,
  DbTime,
  string | null,
  DbTime | null,
  DbFlag,
  string | null,
  string | null,
];
export const commentFromValues = ([
  id,
  postId,
  parentId,
  threadId,
  accountId,
  name,
  email,
  website,
  body,
  isVisible,
  likes,
  dislikes,
  createdAt,
  avatar,
  editedAt,
  deleted,
  bodyTree,
  locale,
]: CommentValues): StoredComment => ({
  id: String(id),
  postId: String(postId),
  parentId: idOrNull(parentId),
  threadId: idOrNull(threadId),
  accountId: idOrNull(accountId),
  name,
  email,
  website,
  body,
  isVisible: flag(isVisible),
  likes,
  dislikes,
  createdAt: time(createdAt),
  avatar,
  editedAt: editedAt === null ? null : time(editedAt),
  deleted: flag(deleted),
  bodyTree,
  locale,
});

export interface AccountRow {
  id: DbId;
  name: string;
  email: string | null;
  avatar: string | null;
  password_hash: string | null;
}
export const toAccount = (row: AccountRow): Account => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  avatar: row.avatar,
});

export interface TagRow {
  id: DbId;
  name: string;
  slug: string;
}
export const toTag = (row: TagRow): Tag => ({
  id: String(row.id),
  name: row.name,
  slug: row.slug,
  url: `/tags/${row.slug}`,
});

/** Keyset paging asks one row more than the page to learn whether another page follows. */
export const paged = <T>(rows: T[], limit: number): Page<T> => ({
  items: rows.slice(0, limit),
  hasNextPage: rows.length > limit,
});

// Past any id: the first page of a newest-first list.
export const FIRST = Number.MAX_SAFE_INTEGER;
export const BLOG_COLUMNS =
  'id, name, url, owner_id, allow_comments, allow_votes, captcha, moderation, author_ids, provider_sign_out, forgotten_comments, held_days, rejected_days';
/** `columns` of the table joined as `table`, each named `prefix__…`: beside another table's, whose names they share. */
const prefixed = (table: string, columns: string, prefix: string) =>
  columns
    .split(', ')
    .map((column) => `${table}.${column} AS ${prefix}__${column}`)
    .join(', ');
/** The columns of a row that `prefixed` named, under their own names again. */
const unprefixed = <Row>(row: Record<string, unknown>, prefix: string): Row =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column.startsWith(`${prefix}__`))
      .map(([column, value]) => [column.slice(prefix.length + 2), value]),
  ) as Row;
/** A post's columns with its blog's beside them, named `blog__…` (both have an id and more): one row for both. */
export const POST_WITH_BLOG_COLUMNS = `${POST_COLUMNS_OF_P}, ${prefixed('b', BLOG_COLUMNS, 'blog')}`;
export const toPostWithBlog = (row: PostRow & Record<string, unknown>): { post: Post; blog: BlogWithSettings } => ({
  post: toPost(row),
  blog: toBlog(unprefixed<BlogRow>(row, 'blog')),
});
export const COMMENT_COLUMNS = `c.id, c.post_id, c.parent_id, c.thread_id, c.account_id, c.name, c.email, c.website, c.body,
  c.is_visible, c.likes, c.dislikes, c.created_at, a.avatar, c.edited_at, c.deleted, c.body_tree, c.locale`;
export const COMMENT_FROM = 'comments c LEFT JOIN accounts a ON a.id = c.account_id';
/**
 * A comment's columns with its post's (`post__…`) and its blog's (`blog__…`) beside them, the three joined as c, p
 * and b: what a like or an author's action checks first, in one row.
 */
export const COMMENT_IN_POST_COLUMNS = `${COMMENT_COLUMNS}, ${prefixed('p', POST_COLUMNS, 'post')}, ${prefixed('b', BLOG_COLUMNS, 'blog')}`;
export const toCommentInPost = (row: CommentRow & Record<string, unknown>): CommentInPost => ({
  comment: toComment(row),
  post: toPost(unprefixed<PostRow>(row, 'post')),
  blog: toBlog(unprefixed<BlogRow>(row, 'blog')),
});
/**
 * A comment kept as a placeholder ("Comment deleted", so its replies read on), on either engine: nothing of its
 * writer stays, neither their words, name, e-mail, site, account, edit key nor address. One text for a writer's own
 * deletion and for a forgotten reader's comments, so the two cannot come to keep different things.
 */
export const PLACEHOLDER_SET = `deleted = TRUE, body = '', body_tree = NULL, name = '', email = NULL, website = NULL,
  account_id = NULL, edit_key_hash = NULL, address_hash = NULL, edited_at = NULL`;
// Expired proofs can never be replayed (their challenge is refused first), and ended rate windows never
// count again (the next hit starts afresh): both are cleared every so many uses.
export const PRUNE_PROOFS_EVERY = 100;
export const PRUNE_HITS_EVERY = 1000;
// An address's votes on a comment count for their day (UTC) only: earlier days' counts are cleared as often.
export const PRUNE_ADDRESS_VOTES_EVERY = 1000;

/** A reader's wish for mail about replies to their comment, as either engine reads it. */
export interface ReplyMailRow {
  comment_id: DbId;
  blog_id: DbId;
  email: string;
  locale: string;
  state: ReplyMail['state'];
}
export const toReplyMail = (row: ReplyMailRow): ReplyMail => ({
  commentId: String(row.comment_id),
  blogId: String(row.blog_id),
  email: row.email,
  locale: row.locale,
  state: row.state,
});
