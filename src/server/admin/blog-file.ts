import { allHeldComments, eachRejectedComment } from '../store/held-pages.ts';
import type {
  AccountStore,
  AuthorRule,
  BlogStore,
  CommentListStore,
  CommentStore,
  ForgottenComments,
  ModerationRule,
  ModerationStore,
  RejectedStore,
  StoredComment,
} from '../store/store.ts';

/**
 * What an export reads: a blog, its posts and tags, every comment (held ones, and rejected ones it keeps, too)
 * with where imported ones came from, and their writers' accounts with their identities.
 */
type ExportSource = BlogStore & CommentListStore & ModerationStore & RejectedStore & AccountStore & CommentStore;

/** The version `export` writes; `import` reads it and version 1 (blog-file-import.ts). */
export const BLOG_FILE_VERSION = 2;

/**
 * One blog as a JSON file (docs/moderation.md "Moving one blog", and its schema, docs/blog-export.schema.json):
 * `npm run admin -- export --blog ID` writes it, `import FILE` adds it to any database as a new blog. Ids in the
 * file are its own (positions from 1: accounts, posts and comments in the order they were made) and only link
 * its parts; the import gives new ones. Exported, imported into an empty database of either engine and
 * exported again, a blog gives the same bytes (tests/unit/server/admin/blog-export-format.test.ts). What is personal to
 * one server stays there: password hashes, sessions, visitor ids (likes and dislikes keep their counts),
 * edit keys, address hashes, reply-mail wishes and blocks.
 */
export interface BlogFile {
  format: 'porchlight-blog';
  version: 2;
  blog: {
    name: string;
    url: string;
    /** An account of this file. */
    owner: string | null;
    allowComments: boolean;
    allowVotes: boolean;
    captcha: boolean;
    moderation: ModerationRule;
    providerSignOut: boolean;
    /** What a forgotten reader's comments become, and how long comments wait for approval (docs/self-hosting.md "Readers' data"). */
    forgottenComments: ForgottenComments;
    heldDays: number | null;
    /** Days a rejected comment is kept before it is erased (docs/moderation.md "Rejected comments"); 0: none. */
    rejectedDays: number;
    /** Which identities of a sign-in provider are its authors (docs/self-hosting.md "Who is a blog's author"). */
    authorRules: AuthorRule[];
  };
  /** The accounts the blog names, its owner and comments' writers: by email where they have one, and by identity. */
  accounts: {
    id: string;
    email: string | null;
    name: string;
    avatar: string | null;
    identities: { issuer: string; subject: string }[];
  }[];
  tags: { name: string; slug: string }[];
  posts: {
    id: string;
    title: string;
    excerpt: string;
    createdAt: string;
    closed: boolean;
    /** A comment of this file pinned to the post's top. */
    pinned: string | null;
    tags: string[];
  }[];
  /** Every comment, held and kept rejected ones too, oldest first; `parent` and `thread` name earlier comments, `account` an account. */
  comments: {
    id: string;
    post: string;
    parent: string | null;
    thread: string | null;
    account: string | null;
    name: string;
    email: string | null;
    website: string | null;
    body: string;
    /** Written as Markdown (docs/embedding.md "Formatting"): parsed again when imported; false: drawn as typed. */
    markdown: boolean;
    visible: boolean;
    /** Deleted by its writer but answered: kept, empty, so its thread stays readable. */
    deleted: boolean;
    likes: number;
    dislikes: number;
    createdAt: string;
    editedAt: string | null;
    locale: string | null;
    /** When a moderator rejected it, for one its blog keeps a while; null: not rejected. */
    rejectedAt: string | null;
    /** Where an imported comment came from (`import-comments`), so that importing it again adds nothing. */
    imported: { source: string; sourceId: string } | null;
  }[];
}

const PAGE = 200;

/** Every comment of a post: visible threads and their replies page by page. */
async function commentsOf(store: CommentListStore, postId: string): Promise<StoredComment[]> {
  const all: StoredComment[] = [];
  for (let after: string | null = null; ;) {
    const page = await store.listComments(postId, { after, limit: PAGE });
    for (const thread of page.items) {
      all.push(thread);
      for (let replyAfter: string | null = null; ;) {
        const replies = await store.listReplies(thread.id, { after: replyAfter, limit: PAGE });
        all.push(...replies.items);
        if (!replies.hasNextPage) break;
        replyAfter = replies.items.at(-1)!.id;
      }
    }
    if (!page.hasNextPage) return all;
    after = page.items.at(-1)!.id;
  }
}

/** Database ids as the file's own: positions from 1, in the order given. */
const positions = (ids: string[]) => new Map(ids.map((id, n) => [id, String(n + 1)]));
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
/** Records of text in the order of their values, as JavaScript orders text: not as an engine's collation does. */
const inOrder = <T extends Record<string, string>>(records: T[]): T[] =>
  records
    .map((record) => [JSON.stringify(Object.values(record)), record] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, record]) => record);

export async function exportBlog(store: ExportSource, blogId: string): Promise<BlogFile | null> {
  const blog = await store.getBlog(blogId);
  if (!blog) return null;
  const posts = await store.listPosts(blog.id);
  // Every held comment, however many: read page by page, as the visible ones are.
  const held = await allHeldComments(store, { blogId: blog.id });
  // And the rejected comments it keeps, with when each was rejected: the file restores them hidden, as they are.
  const rejected = new Map<string, string>();
  const kept: StoredComment[] = [];
  for await (const comment of eachRejectedComment(store, blog.id)) {
    rejected.set(comment.id, comment.rejectedAt);
    kept.push(comment);
  }
  const comments = [
    ...(await Promise.all(posts.map((post) => commentsOf(store, post.id)))).flat(),
    ...held,
    ...kept,
  ].sort(byId);
  const accountIds = new Set(
    [blog.ownerId, ...comments.map((c) => c.accountId)].filter((id): id is string => id !== null),
  );
  const accounts = (await Promise.all([...accountIds].map((id) => store.getAccount(id))))
    .filter((account) => account !== null)
    .sort(byId);
  const accountId = positions(accounts.map((account) => account.id));
  const postId = positions(posts.map((post) => post.id));
  const commentId = positions(comments.map((comment) => comment.id));
  const imported = await store.importSources(comments.map((comment) => comment.id));
  const local = (ids: Map<string, string>, id: string | null) => (id === null ? null : (ids.get(id) ?? null));
  return {
    format: 'porchlight-blog',
    version: BLOG_FILE_VERSION,
    blog: {
      name: blog.name,
      url: blog.url,
      owner: local(accountId, blog.ownerId),
      allowComments: blog.allowComments,
      allowVotes: blog.allowVotes,
      captcha: blog.captcha,
      moderation: blog.moderation,
      providerSignOut: blog.providerSignOut,
      forgottenComments: blog.forgottenComments,
      heldDays: blog.heldDays,
      rejectedDays: blog.rejectedDays,
      authorRules: inOrder(
        (await store.listBlogAuthorRules(blog.id)).map(({ issuer, claim, value }) => ({ issuer, claim, value })),
      ),
    },
    accounts: await Promise.all(
      accounts.map(async ({ id, email, name, avatar }) => ({
        id: accountId.get(id)!,
        email,
        name,
        avatar,
        identities: inOrder((await store.listIdentities(id)).map(({ issuer, subject }) => ({ issuer, subject }))),
      })),
    ),
    // By slug, as JavaScript orders text: the same on every engine and collation, so an import lists them alike.
    tags: (await store.listTags(blog.id))
      .map(({ name, slug }) => ({ name, slug }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
    posts: await Promise.all(
      posts.map(async (post) => ({
        id: postId.get(post.id)!,
        title: post.title,
        excerpt: post.excerpt,
        createdAt: post.createdAt,
        closed: post.closed,
        pinned: local(commentId, post.pinnedCommentId),
        tags: (await store.listPostTags(post.id)).map((tag) => tag.slug),
      })),
    ),
    comments: comments.map((c) => ({
      id: commentId.get(c.id)!,
      post: postId.get(c.postId)!,
      parent: local(commentId, c.parentId),
      thread: local(commentId, c.threadId),
      account: local(accountId, c.accountId),
      name: c.name,
      email: c.email,
      website: c.website,
      body: c.body,
      markdown: c.bodyTree !== null,
      visible: c.isVisible,
      deleted: c.deleted,
      likes: c.likes,
      dislikes: c.dislikes,
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      locale: c.locale,
      rejectedAt: rejected.get(c.id) ?? null,
      imported: imported.get(c.id) ?? null,
    })),
  };
}
