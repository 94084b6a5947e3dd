/**
 * The storage interface the server speaks: resolvers and routes
 * see only this, so a PostgreSQL engine can stand beside SQLite without
 * touching them. Every method is async for that reason, even though the
 * SQLite engine answers synchronously. Ids cross it as strings (the API's
 * `ID`); an id that names nothing gives null, never an error.
 */

import type { CommentOrder } from '../../shared/comments/orders.ts';
import type { Row } from './tables.ts';

/**
 * Which new comments wait for approval (a per-blog setting):
 * `off` none, `links` those with a link, `first-or-links` also an anonymous
 * writer's first comment on the blog, `all` every one but the blog owner's.
 */
export const MODERATION_RULES = ['off', 'links', 'first-or-links', 'all'] as const;
export type ModerationRule = (typeof MODERATION_RULES)[number];

export interface Blog {
  id: string;
  name: string;
  url: string;
}

export interface BlogSettings {
  ownerId: string | null;
  allowComments: boolean;
  allowVotes: boolean;
  /** Anonymous writers must pass the captcha. */
  captcha: boolean;
  moderation: ModerationRule;
  /** Signing out ends the reader's session at their OpenID provider too, where it offers that. */
  providerSignOut: boolean;
  /** What a forgotten reader's comments become (docs/self-hosting.md "Readers' data"). */
  forgottenComments: ForgottenComments;
  /** Days a comment may wait for approval before it is dropped unread; null: until a moderator decides. */
  heldDays: number | null;
  /** Days a rejected comment is kept, hidden, before it is erased (docs/moderation.md "Rejected comments"); 0: erased at rejection. */
  rejectedDays: number;
}

/**
 * A forgotten reader's comments: `placeholder` every one stays as "Comment deleted", so the replies under it read
 * on; `remove` each goes, but for one that replies answer, which stays as a placeholder all the same.
 */
export const FORGOTTEN_COMMENTS = ['placeholder', 'remove'] as const;
export type ForgottenComments = (typeof FORGOTTEN_COMMENTS)[number];

export type BlogWithSettings = Blog &
  BlogSettings & {
    /** Accounts the blog's author rules made its authors (AccountStore.syncRuleAuthorship), beside its owner. */
    authorIds: readonly string[];
  };

/** A rule naming a blog's authors among an issuer's identities: its subject (`claim` = `sub`) or a claim's value. */
export interface AuthorRule {
  issuer: string;
  claim: string;
  value: string;
}

export interface Post {
  id: string;
  blogId: string;
  title: string;
  /** Address of the post page, relative to the site. */
  url: string;
  excerpt: string;
  /** Closed to new comments by its blog's author; what is there stays readable. */
  closed: boolean;
  /** The comment its blog's author pinned to the top; null when none (or an id that names nothing now). */
  pinnedCommentId: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface Tag {
  id: string;
  name: string;
  slug: string;
  /** Address of the tag's page, relative to the site. */
  url: string;
}

export interface StoredComment {
  id: string;
  postId: string;
  /** The comment answered (stored as the writer chose it), null at top level. */
  parentId: string | null;
  /** The top-level comment whose thread holds this one, null at top level. */
  threadId: string | null;
  accountId: string | null;
  name: string;
  email: string | null;
  website: string | null;
  /** As the writer typed it: escaping is the API's job. */
  body: string;
  isVisible: boolean;
  likes: number;
  dislikes: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The writer's account avatar, when written from an account. */
  avatar: string | null;
  /** When its writer last edited it (ISO 8601, UTC); null when never. */
  editedAt: string | null;
  /** Deleted by its writer but answered: kept, empty, so its thread stays readable. */
  deleted: boolean;
  /** The body as drawn: its Markdown parsed when written, as JSON (shared/comments/body.ts); null: drawn as typed. */
  bodyTree: string | null;
  /** The locale its writer wrote in (the widget's, as for reply mail); null when unknown (imports, older rows). */
  locale: string | null;
}

export interface NewComment {
  postId: string;
  parentId: string | null;
  threadId: string | null;
  accountId: string | null;
  name: string;
  email: string | null;
  website: string | null;
  body: string;
  /** The body as drawn, as JSON (shared/comments/body.ts); null or missing: drawn as typed (imports). */
  bodyTree?: string | null;
  isVisible: boolean;
  /**
   * When it was written (ISO 8601): now unless given (the demo's seed, imports keep their dates). A comment given
   * its date is history brought in, not news: it tells no webhook (docs/self-hosting.md "Webhooks").
   */
  createdAt?: string;
  /** The hash of the key an anonymous writer edits and deletes it with (the key is handed out once). */
  editKeyHash?: string | null;
  /** Where it came from, as a keyed hash of the writer's address (blocking by address). */
  addressHash?: string | null;
  /** The locale its writer wrote in; null or missing when unknown (imports, the demo's seed). */
  locale?: string | null;
  /** When its writer last edited it; null or missing: never (a blog's import keeps it). */
  editedAt?: string | null;
  /** Deleted by its writer but answered, kept empty (a blog's import keeps it); missing: false. */
  deleted?: boolean;
}

/** A writer's wish to be told about replies to one comment (docs/moderation.md "Reply notifications"). */
export interface ReplyMail {
  commentId: string;
  blogId: string;
  /** Lower case. */
  email: string;
  locale: string;
  state: 'pending' | 'on' | 'off';
}

/** What a blog's author blocks a writer by: their e-mail, or the address their comment came from. */
export type BlockKind = 'email' | 'address';

export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
}

/** Keyset paging: `after` is the id of the last item already shown; newest first unless the list says otherwise. */
export interface PageRequest {
  after: string | null;
  limit: number;
}

/**
 * The orders a reader may list a post's comments in: newest first (the
 * default), oldest first, or most liked first (likes less dislikes, the
 * newer first among equals). Replies keep their thread's own order.
 */
export { COMMENT_ORDERS, type CommentOrder } from '../../shared/comments/orders.ts';

/**
 * A page of a post's comments in an order. Most liked pages by the score
 * the last comment shown had then (`afterPopularity`, from the cursor):
 * votes cast between two pages may move a comment across the boundary,
 * as on every site that sorts by votes, but never stop the paging.
 */
export interface CommentPageRequest extends PageRequest {
  order?: CommentOrder;
  /** With `order: 'popular'` and `after`: that comment's popularity when it was listed. */
  afterPopularity?: number;
}

/** Which comments waiting for approval a list reads: one post's, one blog's, or (`blogId: null`) every blog's. */
export interface HeldScope {
  blogId: string | null;
  /** Only this post's (of the blog, when a blog is named too). */
  postId?: string;
}

/**
 * How many comments may wait for approval at once (docs/self-hosting.md "Held comments: paged and capped"): from one
 * address (its keyed hash, on one blog), and on one post. Past either, a new held comment is refused, so
 * nobody buries a moderator.
 */
export interface HeldQuota {
  perAddress: number;
  perPost: number;
}

/** A held comment added, or which quota it would have passed (and nothing stored). */
export type HeldOutcome = { added: StoredComment } | { full: 'address' | 'post' };

export interface Account {
  id: string;
  name: string;
  /** Null for an account whose identity provider vouched for no e-mail (docs/self-hosting.md "Sign-in"). */
  email: string | null;
  avatar: string | null;
}

export type VoteAction = 'like' | 'dislike' | 'cancelLike' | 'cancelDislike';

export interface VoteCounts {
  id: string;
  likes: number;
  dislikes: number;
}

/** A vote's outcome: the new counts, or why nothing changed. */
export type VoteOutcome =
  { ok: true; counts: VoteCounts } | { ok: false; reason: 'conflict' | 'unknown' | 'address-limit' };

/**
 * The address a vote comes from (docs/self-hosting.md "Votes from one address"): its keyed hash (auth/address-hash.ts), never
 * the address itself; how many new votes one comment may take from it on one day (UTC); and now. A visitor cookie
 * costs nothing to throw away, so the address is what bounds a voter who sends none.
 */
export interface VoterAddress {
  hash: string;
  perDay: number;
  now: Date;
}

export interface LastComment extends StoredComment {
  post: Post;
}

// The Store, by aggregate: each engine implements each part in a module of its own (the folders
// sqlite and postgres beside this file), and a part of the server that needs one aggregate can name
// only that one.

/** Blogs with their settings, their posts and their tags: what every page of a blog is drawn from. */
export interface BlogStore {
  getBlog(id: string): Promise<BlogWithSettings | null>;
  createBlog(blog: { name: string; url: string; ownerId?: string | null }): Promise<BlogWithSettings>;
  updateBlogSettings(id: string, settings: Partial<BlogSettings>): Promise<BlogWithSettings | null>;
  /** The blogs an account owns, by id. */
  listBlogsOwnedBy(accountId: string, page: PageRequest): Promise<Page<Blog>>;

  getPost(id: string): Promise<Post | null>;
  /** A post and its blog, read at once (what every request about a post checks first); null for an unknown post. */
  getPostWithBlog(id: string): Promise<{ post: Post; blog: BlogWithSettings } | null>;
  listPosts(blogId: string): Promise<Post[]>;
  /** `createdAt`: now unless given (a blog's import keeps its posts' dates). */
  createPost(post: { blogId: string; title: string; excerpt?: string; createdAt?: string }): Promise<Post>;
  /** Closes a post to new comments, or opens it again; false for an unknown id. */
  setPostClosed(id: string, closed: boolean): Promise<boolean>;
  /** Pins a comment to the top of its post, in place of any other; null: none. */
  setPinnedComment(postId: string, commentId: string | null): Promise<boolean>;
  /** Unpins this comment, if it is still the one pinned (another pinned meanwhile stays). */
  unpinComment(postId: string, commentId: string): Promise<boolean>;

  /** Tags of a blog in name order, for the tags carousel and dropdown. */
  listTags(blogId: string): Promise<Tag[]>;
  /** Tags of a post in the author's order. */
  listPostTags(postId: string): Promise<Tag[]>;
  /** A blog's tag by its slug and the posts carrying it; null for an unknown tag. */
  getTagWithPosts(blogId: string, slug: string): Promise<{ tag: Tag; posts: Post[] } | null>;
  createTag(tag: { blogId: string; name: string; slug: string }): Promise<Tag>;
  /** Puts a tag on a post, at `position` in the author's order. */
  tagPost(postId: string, tagId: string, position: number): Promise<void>;
  /** True when the store holds no blog yet: the seed runs only then. */
  isEmpty(): Promise<boolean>;
}

/** The lists of a post's or a blog's comments that readers page through, and a post's count. */
export interface CommentListStore {
  /** Visible comments of a post (held ones never count); null for an unknown post. */
  countVisibleComments(postId: string): Promise<number | null>;
  /** Visible top-level comments of a post, newest first unless the page asks for another order. */
  listComments(postId: string, page: CommentPageRequest): Promise<Page<StoredComment>>;
  /** Visible replies of a thread, oldest first, so that a conversation reads in the order it was held. */
  listReplies(threadId: string, page: PageRequest): Promise<Page<StoredComment>>;
  /**
   * The first page of replies of several threads at once (one round trip for a page of threads), as
   * `listReplies` gives it. A thread named twice (the pinned thread is also in its page) is read once.
   */
  listRepliesOfThreads(threadIds: string[], limit: number): Promise<Map<string, Page<StoredComment>>>;
  /** The newest visible comments of a post, replies among them (its comments feed). */
  lastCommentsOfPost(postId: string, limit: number): Promise<StoredComment[]>;
  /** The newest visible comments of a blog, with their posts. */
  lastComments(blogId: string, limit: number): Promise<LastComment[]>;
}

/** A comment with its post and that post's blog. */
export interface CommentInPost {
  comment: StoredComment;
  post: Post;
  blog: BlogWithSettings;
}

/** Comments as their writers add, import, edit and delete them, one at a time. */
export interface CommentStore {
  getComment(id: string): Promise<StoredComment | null>;
  /** A comment with its post and its blog, read at once (what a like or an author's action checks first); null for an unknown id. */
  getCommentInPost(id: string): Promise<CommentInPost | null>;
  addComment(comment: NewComment): Promise<StoredComment>;
  /** Whether this email already wrote a visible comment on the blog (a known writer). */
  hasVisibleCommentByEmail(blogId: string, email: string): Promise<boolean>;
  /**
   * Of the given ids a system (`source`, e.g. `disqus`) gave its comments,
   * those imported already, each with the comment it became (null when that
   * comment was deleted since).
   */
  importedComments(source: string, sourceIds: string[]): Promise<Map<string, string | null>>;
  /** Of the given comments, those imported from another system, each with where it came from (a blog's export). */
  importSources(commentIds: string[]): Promise<Map<string, { source: string; sourceId: string }>>;
  /**
   * A comment brought from another system, and where it came from, in one
   * transaction; null, and nothing added, when that source's id was
   * imported before.
   */
  addImportedComment(comment: NewComment, from: { source: string; sourceId: string }): Promise<StoredComment | null>;
  /** The hash of the key its anonymous writer was given; null when none (an account's comment, an unknown id). */
  commentEditKeyHash(id: string): Promise<string | null>;
  /** The writer's new text (and how it is drawn, else as typed), marked edited now, shown or held as `isVisible` says; null for an unknown id. */
  editComment(id: string, body: string, isVisible: boolean, bodyTree?: string | null): Promise<StoredComment | null>;
  /**
   * The writer deletes their comment, in one transaction: gone when nothing
   * answers it, else kept as an empty placeholder (no name, text, e-mail or
   * website) so the answers stay in their thread. Null for an unknown id.
   */
  deleteOwnComment(id: string): Promise<'removed' | 'placeholder' | null>;
}

/** The held queue and its quotas, approval, removal, and blocked writers (docs/moderation.md "Moderation"). */
export interface ModerationStore {
  /**
   * Comments waiting for approval, oldest first, a page at a time (`after`: the id of the last one
   * shown): the queue can be long, and is never read whole.
   */
  listHeldComments(scope: HeldScope, page: PageRequest): Promise<Page<StoredComment>>;
  /**
   * A comment that waits for approval (`isVisible` is taken as false), added only while fewer than
   * `quota.perAddress` comments from its `addressHash` wait on the post's blog, and fewer than
   * `quota.perPost` on the post. Counted and added in one transaction that serialises the blog's held
   * writes: several instances on one database never pass a quota between them. A comment without an
   * address hash (none known) meets the post's quota only.
   */
  addHeldComment(comment: NewComment, quota: HeldQuota): Promise<HeldOutcome>;
  approveComment(id: string): Promise<boolean>;
  /**
   * A shown comment's edit that waits for approval again (an edit meets moderation as a new comment does):
   * counted against the same quotas as addHeldComment, by the post and the address the comment came from, in
   * one transaction with the edit. Past either, nothing changes: the comment stays shown as it was. Null for an
   * unknown id.
   */
  holdEditedComment(id: string, body: string, bodyTree: string | null, quota: HeldQuota): Promise<HeldOutcome | null>;
  /** The keyed hash of the address a comment came from; null when unknown (seeded, imported, an unknown id). */
  commentAddressHash(id: string): Promise<string | null>;
  /** Blocks a writer on a blog until `until`; blocking again sets the new end. */
  blockWriter(blogId: string, kind: BlockKind, value: string, until: Date): Promise<void>;
  /** Whether a writer with this e-mail (any case) or address hash is blocked on the blog at `now`. */
  isBlocked(blogId: string, writer: { email: string | null; addressHash: string | null }, now: Date): Promise<boolean>;
  /** Deletes a comment and, for a top-level one, its thread. */
  deleteComment(id: string): Promise<boolean>;
}

/** A rejected comment its blog keeps a while (BlogSettings.rejectedDays): hidden everywhere, then erased. */
export interface RejectedComment extends StoredComment {
  /** When a moderator rejected it (ISO 8601, UTC). */
  rejectedAt: string;
}

/**
 * Rejected comments a blog keeps before they are erased (docs/moderation.md "Rejected comments"): a moderator's
 * deleteComment of a held comment keeps it so on such a blog. Kept, it is no held comment: never shown, counted,
 * queued or listed but here and in its writer's data.
 */
export interface RejectedStore {
  /** A blog's kept rejected comments (null: every blog's), oldest first, a page at a time (`after`: the last id shown). */
  listRejectedComments(blogId: string | null, page: PageRequest): Promise<Page<RejectedComment>>;
  /** A kept rejected comment back in the moderation queue, to be decided again; false for any other id. */
  restoreRejectedComment(id: string): Promise<boolean>;
  /** A held comment kept as rejected since `rejectedAt`, as a blog's import brings it: no webhook is told. */
  keepRejectedComment(id: string, rejectedAt: string): Promise<boolean>;
  /** Rejected comments kept longer than their blog keeps them (BlogSettings.rejectedDays) are erased; how many. */
  dropStaleRejected(now: Date): Promise<number>;
}

/** Reply notifications (docs/moderation.md "Reply notifications"): who is told about replies to which comment. */
export interface ReplyMailStore {
  /**
   * A writer asks to be told about replies to their comment (docs/moderation.md "Reply
   * notifications"), in one transaction: on at once when `confirmed` (a
   * signed-in writer's own address), else pending until confirmed from the
   * mail. `ask`: whether a confirmation mail should go, which is not past
   * `asksPerDay` mails to that address (any case) on that blog that day
   * (UTC): nobody's inbox is flooded by strangers.
   */
  wantReplyMail(
    commentId: string,
    blogId: string,
    email: string,
    locale: string,
    now: Date,
    rules: { confirmed: boolean; asksPerDay: number },
  ): Promise<{ state: 'on' | 'pending'; ask: boolean }>;
  /** A comment's reply mail, whatever its state; null when none was asked for. */
  replyMailOf(commentId: string): Promise<ReplyMail | null>;
  /** This comment's pending reply mail, confirmed from its mail: on. */
  confirmReplyMail(commentId: string): Promise<boolean>;
  /** No more reply mail for this comment. */
  stopReplyMail(commentId: string): Promise<boolean>;
}

/** Readers' votes on comments, and the allowance of the address they come from. */
export interface VoteStore {
  /**
   * One visitor's vote, applied atomically: counts stay exact under concurrency. With `address`, a new vote (not a
   * change of side, not a cancel) is counted against that address's allowance on the comment for the day, in the
   * same transaction; past it, nothing changes (`address-limit`). An address's counts are kept for their day only:
   * earlier days' are pruned as votes come.
   */
  vote(
    commentId: string,
    visitor: string,
    action: VoteAction,
    needCancel: boolean,
    address?: VoterAddress | null,
  ): Promise<VoteOutcome>;
}

/** Accounts and their signed-in sessions. */
export interface AccountStore {
  /** An account signed in to with a password, or (passwordHash null) only through its identities. */
  createAccount(account: {
    name: string;
    email: string | null;
    passwordHash: string | null;
    avatar?: string | null;
  }): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  /** The account and its password hash (null: it has none), for signing in. */
  findAccountByEmail(email: string): Promise<(Account & { passwordHash: string | null }) | null>;
  /** The identities that sign in to an account, by issuer and subject (a blog's export). */
  listIdentities(accountId: string): Promise<{ issuer: string; subject: string }[]>;
  /** The account an identity (an issuer's subject) names, null when none yet. */
  findAccountByIdentity(issuer: string, subject: string): Promise<Account | null>;
  /** Whether an identity of this issuer (under any subject) names the account already. */
  hasIdentityFrom(accountId: string, issuer: string): Promise<boolean>;
  /** Names an account by an identity; an identity already naming one is left as it is. */
  linkIdentity(issuer: string, subject: string, accountId: string): Promise<void>;
  /** The name and picture the identity's provider gives now. */
  updateAccountProfile(accountId: string, profile: { name: string; avatar: string | null }): Promise<void>;
  /** The blogs' rules about an issuer's identities. */
  listAuthorRules(issuer: string): Promise<(AuthorRule & { blogId: string })[]>;
  listBlogAuthorRules(blogId: string): Promise<AuthorRule[]>;
  addAuthorRule(blogId: string, rule: AuthorRule): Promise<void>;
  /** Removes a rule and, with it, the authors rules had made on its blog (each is made again at its next sign-in). */
  removeAuthorRule(blogId: string, rule: AuthorRule): Promise<boolean>;
  /**
   * Makes the account an author of exactly `blogIds` among the blogs with rules about `issuer` (it may stay the
   * author of others through another issuer's rules, or as their owner).
   */
  syncRuleAuthorship(accountId: string, issuer: string, blogIds: readonly string[]): Promise<void>;
  /** A session, and where it came from: an identity's issuer and its ID token, to end it at the provider too. */
  createSession(
    tokenHash: string,
    accountId: string,
    expiresAt: Date,
    provider?: { issuer: string; idToken: string } | null,
  ): Promise<void>;
  /** The account of a live session, null when unknown or expired. */
  getSessionAccount(tokenHash: string, now: Date): Promise<Account | null>;
  /** The provider a session came from, null when none (a password's, or unknown). */
  getSessionProvider(tokenHash: string): Promise<{ issuer: string; idToken: string } | null>;
  deleteSession(tokenHash: string): Promise<void>;
}

/** What the robot check and the rate limits keep: the server's settings, used proofs, and hit counts. */
export interface LimitStore {
  /**
   * A server-wide setting kept in the database: the value already stored
   * under `name`, else `value`, stored now. The first writer wins, so
   * several servers on one database agree.
   */
  keepSetting(name: string, value: string): Promise<string>;
  /**
   * Records an accepted robot-check proof (its challenge's signature) until
   * `expiresAt`; false when it was already recorded: a replay.
   */
  useRobotProof(signature: string, expiresAt: Date): Promise<boolean>;

  /**
   * `weight` more hits on `key` (an address's changes, its sign-in attempts,
   * the cost of its reads; 1 by default): the hits so far in the key's
   * window, which opens at its first hit and lasts `windowMs`, and how long
   * the window has left. A request that spends several at once (a document
   * with many mutation fields) is counted in one statement, not one per hit.
   * One statement: instances on one database count together, and none is lost.
   */
  countHit(key: string, windowMs: number, now: Date, weight?: number): Promise<{ hits: number; msLeft: number }>;
}

/** Whole tables in values both engines read alike: what the admin's `copy` moves between databases. */
export interface RowCopyStore {
  /**
   * The rows of a table (tables.ts), in key order, in values both engines read alike: what `copy` moves. Every
   * row, or with `page` those after the row `after` (by key; null: from the first), `limit` at most.
   */
  readRows(table: string, page?: { after: Row | null; limit: number }): Promise<Row[]>;
  /** Adds rows read by readRows (on either engine) to a table, keeping their ids, in one transaction; new ids continue after them. */
  writeRows(table: string, rows: Row[]): Promise<void>;
}

/**
 * Told when what a post shows changes in the database by a hand other than this server's: another instance, the
 * admin command (docs/self-hosting.md "Rendered sections"). What this server writes itself it knows already.
 */
export interface ChangeListener {
  /** What post `postId` shows may have changed; with null, what any post shows may have. */
  changed(postId: string | null): void;
  /** Changes may go untold from now until watching(): the way they are told was lost. */
  lost(): void;
  /** Changes are told from now on. */
  watching(): void;
}

/** Where changes made elsewhere are heard. */
export interface ChangeStore {
  /** Starts telling `listener` of changes others commit; the function it gives stops that. */
  watchChanges(listener: ChangeListener): () => Promise<void>;
}

/**
 * Whose data (docs/self-hosting.md "Readers' data"): a signed-in reader's account; an e-mail an anonymous writer
 * proved they read (the comments that give it and belong to no account); or comments whose edit keys a writer
 * showed. `visitor`: the browser's visitor id, whose votes are the reader's (votes belong to a browser, not to an
 * account or an e-mail); null when no browser asks (the admin's `forget`).
 */
export type Reader = ({ accountId: string } | { email: string } | { commentIds: readonly string[] }) & {
  visitor: string | null;
};

/** What the store holds of a reader, in the words of the export a reader downloads. */
export interface ReaderData {
  account: (Account & { createdAt: string }) | null;
  /** The sign-in providers' identities joined to the account. */
  identities: { issuer: string; subject: string }[];
  comments: {
    id: string;
    postId: string;
    blogId: string;
    parentId: string | null;
    name: string;
    email: string | null;
    website: string | null;
    body: string;
    createdAt: string;
    editedAt: string | null;
    isVisible: boolean;
    deleted: boolean;
    /** When a moderator rejected it, for a blog that keeps rejected comments a while; null: not rejected. */
    rejectedAt: string | null;
    /** The writer's address is kept as a keyed hash, and only for a while (ADDRESS_DAYS): whether it still is. */
    addressKept: boolean;
  }[];
  votes: { commentId: string; kind: 'like' | 'dislike' }[];
  /** Reply notifications asked for, by comment. */
  replyMail: { commentId: string; email: string; state: string; createdAt: string }[];
  /** The account's open sessions: when each ends, and the provider it came through; never a token. */
  sessions: { expiresAt: string; issuer: string | null }[];
}

/** What forgetting a reader did. */
export interface Forgotten {
  account: boolean;
  /** Comments that went, and comments that stay as placeholders (their replies read on). */
  removed: number;
  placeholders: number;
  votes: number;
  sessions: number;
}

/** Readers' data in their own hands, and the server's own forgetting of what it no longer needs. */
export interface ReaderDataStore {
  readerData(reader: Reader): Promise<ReaderData>;
  /**
   * Erases a reader, in one transaction: their account, identities and sessions; their votes (counts lowered);
   * their reply notifications and the daily counts that name their e-mail or their comments' addresses; the
   * webhook deliveries that carry their comments; their comments as each blog chooses
   * (BlogSettings.forgottenComments). Blogs they owned stay, ownerless. A moderator's block of their e-mail or
   * address stays until its own end: an abuse control, which a forgetting must not lift.
   */
  forgetReader(reader: Reader): Promise<Forgotten>;
  /** Writers' addresses of comments written before `before` are erased (ADDRESS_DAYS); how many comments held one. */
  eraseAddressesBefore(before: Date): Promise<number>;
  /** Comments waiting for approval longer than their blog keeps them (BlogSettings.heldDays) are dropped; how many. */
  dropStaleHeld(now: Date): Promise<number>;
}

/** The database itself, as a probe asks after it. */
export interface SchemaStore {
  /**
   * The database answers, at which schema version: the last migration it has, and the last this server's code
   * has (`GET /readyz`, docs/self-hosting.md "Health"). Rejects when the database does not answer.
   */
  schema(): Promise<{ applied: number; expected: number }>;
}

/** How the server's connections to the database are used, as `GET /metrics` reads them at each scrape. */
export interface ConnectionUse {
  /** Connections open now. */
  open: number;
  /** Of those, the ones no call is using. */
  idle: number;
  /** Calls waiting for a connection: every one is busy and no more may open. */
  waiting: number;
  /** The most that may be open at once. */
  max: number;
}

/** The connections themselves (docs/self-hosting.md "Metrics"). */
export interface ConnectionStore {
  /** How they are used now; on SQLite, its one connection, idle between calls, for which no call ever waits. */
  connections(): Promise<ConnectionUse>;
}

/** What a webhook is told of (docs/self-hosting.md "Webhooks"): a comment's life, one event per change. */
export const WEBHOOK_EVENTS = [
  'comment.posted',
  'comment.held',
  'comment.approved',
  'comment.rejected',
  'comment.deleted',
  'comment.edited',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The body a webhook is sent: the Standard Webhooks payload, or the shape a chat service's incoming webhook reads. */
export const WEBHOOK_FORMATS = ['standard', 'slack', 'discord', 'telegram'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface Webhook {
  id: string;
  /** Null: told of every blog's comments. */
  blogId: string | null;
  /** http(s) only. */
  url: string;
  /** The Standard Webhooks signing secret (`whsec_…`), made by the server. */
  secret: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  createdAt: string;
}

/**
 * What the event's delivery carries, as the comment was when it was written (the payload is built from it when it
 * is sent): no writer's e-mail or address ever.
 */
export interface WebhookSnapshot {
  blog: { id: string; name: string; url: string };
  post: { id: string; title: string; url: string };
  comment: {
    id: string;
    parentId: string | null;
    name: string;
    body: string;
    bodyTree: string | null;
    status: 'visible' | 'held' | 'deleted';
    createdAt: string;
    editedAt: string | null;
  };
}

export interface WebhookDelivery {
  /** The Standard Webhooks message id (`msg_…`): the same on every attempt, so a receiver drops a repeat. */
  id: string;
  webhookId: string;
  event: WebhookEvent;
  snapshot: WebhookSnapshot;
  /** When the event happened (ISO 8601, UTC): the payload's timestamp. */
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  status: 'pending' | 'failed';
  lastError: string | null;
}

/** A delivery claimed to be sent, with what it is sent to. */
export interface ClaimedDelivery extends WebhookDelivery {
  webhook: Pick<Webhook, 'url' | 'secret' | 'format'>;
}

/** How an attempt ended: sent; to be tried again at a time; or given up. */
export type DeliveryOutcome =
  | { status: 'delivered' }
  | { status: 'pending'; nextAttemptAt: Date; error: string }
  | { status: 'failed'; error: string };

/**
 * Webhooks and their deliveries (docs/self-hosting.md "Webhooks"): an outbox. Every write of a comment that a
 * webhook is told of queues its deliveries in the write's own transaction, so one exists exactly when the write
 * committed; each server instance then claims the due ones, with a lease, and sends them.
 */
export interface WebhookStore {
  addWebhook(hook: Omit<Webhook, 'id' | 'createdAt'>): Promise<Webhook>;
  listWebhooks(): Promise<Webhook[]>;
  /** Removes a webhook and its deliveries, sent or not. */
  removeWebhook(id: string): Promise<boolean>;
  /**
   * Claims up to `limit` pending deliveries due at `now` that no live lease holds, for `by` until `now + leaseMs`,
   * in one statement: two instances never claim one delivery at once, and a crashed instance's claims are taken
   * over when its lease runs out.
   */
  claimDeliveries(claim: { by: string; now: Date; leaseMs: number; limit: number }): Promise<ClaimedDelivery[]>;
  /**
   * Records an attempt's outcome, if `by` still holds the claim; false when it does not (its lease ran out). A
   * delivered one is removed: the outbox keeps what is still to send and what failed, not every comment's text.
   */
  settleDelivery(id: string, by: string, outcome: DeliveryOutcome): Promise<boolean>;
  /**
   * The earliest time a pending delivery can be claimed (it is due, and any lease on it has run out), null when none
   * waits: how long a worker may sleep, never waking for what another instance is sending.
   */
  nextDeliveryDue(): Promise<Date | null>;
  /** Deliveries given up, newest first, of one blog's webhooks or (null) of all. */
  listFailedDeliveries(blogId: string | null, page: PageRequest): Promise<Page<WebhookDelivery>>;
  /** A failed delivery pending again, due at `now`, its attempts counted afresh; false for an unknown or unfailed id. */
  retryDelivery(id: string, now: Date): Promise<boolean>;
  /**
   * `queued` is called after each commit of this store's that queued a delivery (never inside the transaction),
   * so a worker sends at once rather than at its next look; the function it gives stops that.
   */
  watchDeliveries(queued: () => void): () => void;
}

export interface Store
  extends
    BlogStore,
    ConnectionStore,
    ChangeStore,
    CommentListStore,
    CommentStore,
    ModerationStore,
    RejectedStore,
    ReplyMailStore,
    VoteStore,
    AccountStore,
    LimitStore,
    RowCopyStore,
    ReaderDataStore,
    SchemaStore,
    WebhookStore {
  close(): Promise<void>;
}
