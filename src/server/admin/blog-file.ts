import { UNMATCHABLE_HASH } from '../auth/password.ts';
import { formatComment } from '../markdown.ts';
import { allHeldComments } from '../store/held-pages.ts';
import {
  MODERATION_RULES,
  type Account,
  type AccountStore,
  type AuthorRule,
  type BlogStore,
  type CommentListStore,
  type CommentStore,
  type ModerationRule,
  type ModerationStore,
  type StoredComment,
  type VoteStore,
} from '../store/store.ts';

/** What an export reads: a blog, its posts and tags, every comment (held ones too), and their writers' accounts. */
type ExportSource = BlogStore & CommentListStore & ModerationStore & AccountStore & CommentStore;
/** What an import writes: a new blog with its posts and tags, the comments, their votes, and any missing accounts. */
type ImportTarget = BlogStore & CommentStore & AccountStore & VoteStore;

/** The version `export` writes; `import` reads it and version 1 (FILE_VERSIONS). */
export const BLOG_FILE_VERSION = 2;
const FILE_VERSIONS = [1, 2];

/**
 * One blog as a JSON file (docs/moderation.md "Moving one blog", and its schema, docs/blog-export.schema.json):
 * `npm run admin -- export --blog ID` writes it, `import FILE` adds it to any database as a new blog. Ids in the
 * file are its own (positions from 1: accounts, posts and comments in the order they were made) and only link
 * its parts; the import gives new ones. Exported, imported into an empty database of either engine and
 * exported again, a blog gives the same bytes (tests/unit/server/admin/blog-file.test.ts). What is personal to
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
  /** Every comment, held ones too, oldest first; `parent` and `thread` name earlier comments, `account` an account. */
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
    /** Where an imported comment came from (`import-comments`), so that importing it again adds nothing. */
    imported: { source: string; sourceId: string } | null;
  }[];
}

/** A file of version 1, as export wrote it before: accounts, the owner and writers named by email. */
interface BlogFileV1 {
  format: 'porchlight-blog';
  version: 1;
  blog: Omit<BlogFile['blog'], 'authorRules' | 'providerSignOut'> & { providerSignOut?: boolean };
  accounts: { email: string; name: string; avatar: string | null }[];
  tags: BlogFile['tags'];
  posts: { id: string; title: string; excerpt: string; tags: string[] }[];
  comments: (Pick<
    BlogFile['comments'][number],
    | 'id'
    | 'post'
    | 'parent'
    | 'thread'
    | 'account'
    | 'name'
    | 'email'
    | 'website'
    | 'body'
    | 'visible'
    | 'likes'
    | 'dislikes'
    | 'createdAt'
  > & { markdown?: boolean })[];
}

/** A file as import reads it: version 2, or version 1 read as one (posts made then have no date: now). */
export type ImportedBlogFile = Omit<BlogFile, 'version' | 'posts'> & {
  posts: (Omit<BlogFile['posts'][number], 'createdAt'> & { createdAt: string | null })[];
};

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
  const comments = [...(await Promise.all(posts.map((post) => commentsOf(store, post.id)))).flat(), ...held].sort(byId);
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
    version: 2,
    blog: {
      name: blog.name,
      url: blog.url,
      owner: local(accountId, blog.ownerId),
      allowComments: blog.allowComments,
      allowVotes: blog.allowVotes,
      captcha: blog.captcha,
      moderation: blog.moderation,
      providerSignOut: blog.providerSignOut,
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
      imported: imported.get(c.id) ?? null,
    })),
  };
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isFlag = (value: unknown) => typeof value === 'boolean';
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Version 1 read as version 2: accounts known by email keep it as their id; what it did not hold, as a new blog has it. */
function fromVersion1(file: BlogFileV1): ImportedBlogFile {
  return {
    format: 'porchlight-blog',
    blog: { ...file.blog, providerSignOut: file.blog.providerSignOut ?? false, authorRules: [] },
    accounts: file.accounts.map(({ email, name, avatar }) => ({ id: email, email, name, avatar, identities: [] })),
    tags: file.tags,
    posts: file.posts.map((post) => ({ ...post, createdAt: null, closed: false, pinned: null })),
    comments: file.comments.map((c) => ({
      ...c,
      markdown: c.markdown === true,
      deleted: false,
      editedAt: null,
      locale: null,
      imported: null,
    })),
  };
}

/**
 * The file as import reads it, or what is wrong with it before anything is written: one line naming the part.
 * Version 1 files (written before version 2) are read too; a later version is refused, naming it.
 */
export function readBlogFile(file: unknown): ImportedBlogFile | string {
  const f = file as Record<string, unknown> | null;
  if (!f || typeof f !== 'object' || f.format !== 'porchlight-blog')
    return 'not a Porchlight blog file (format must be "porchlight-blog")';
  if (!FILE_VERSIONS.includes(f.version as number))
    return `version ${String(f.version)} is not one this server reads (${FILE_VERSIONS.join(' or ')})${
      Number(f.version) > BLOG_FILE_VERSION ? ': import it with the Porchlight that wrote it, or a later one' : ''
    }`;
  const v1 = f.version === 1;
  const blog = f.blog as BlogFile['blog'] | undefined;
  if (!blog || !isText(blog.name) || !isText(blog.url) || !MODERATION_RULES.includes(blog.moderation))
    return 'blog: name, url and moderation are required';
  for (const key of ['accounts', 'tags', 'posts', 'comments'] as const)
    if (!Array.isArray(f[key])) return `${key} must be a list`;
  if (v1) {
    for (const account of f.accounts as BlogFileV1['accounts'])
      if (!isText(account?.email)) return 'accounts: each needs an email';
  } else {
    for (const key of ['allowComments', 'allowVotes', 'captcha', 'providerSignOut'] as const)
      if (!isFlag(blog[key])) return `blog: ${key} must be true or false`;
    if (
      !Array.isArray(blog.authorRules) ||
      !blog.authorRules.every((r) => isText(r?.issuer) && isText(r.claim) && isText(r.value))
    )
      return 'blog: authorRules must be a list of issuer, claim and value';
  }
  const read = v1 ? fromVersion1(f as unknown as BlogFileV1) : (f as unknown as BlogFile);
  const accounts = new Set<string>();
  for (const a of read.accounts) {
    if (!isText(a?.id) || accounts.has(a.id)) return `accounts: ${String(a?.id)} is not a new id`;
    if (!isTextOrNull(a.email) || !isText(a.name) || !isTextOrNull(a.avatar))
      return `account ${a.id}: email, name and avatar must be text (email and avatar may be null)`;
    if (!Array.isArray(a.identities) || !a.identities.every((i) => isText(i?.issuer) && isText(i.subject)))
      return `account ${a.id}: identities must be a list of issuer and subject`;
    accounts.add(v1 ? a.id.toLowerCase() : a.id);
  }
  const accountOf = (id: string) => accounts.has(v1 ? id.toLowerCase() : id);
  if (read.blog.owner !== null && read.blog.owner !== undefined && !accountOf(read.blog.owner))
    return `blog: no account ${read.blog.owner}`;
  const slugs = new Set(read.tags.map((t) => t?.slug));
  const posts = new Set<string>();
  for (const post of read.posts) {
    if (!isText(post?.id) || posts.has(post.id)) return `posts: ${String(post?.id)} is not a new id`;
    if (!isText(post.title) || !isText(post.excerpt) || !Array.isArray(post.tags))
      return `post ${post.id}: title, excerpt and tags are required`;
    if (!v1 && (!isDate(post.createdAt) || !isFlag(post.closed) || !isTextOrNull(post.pinned)))
      return `post ${post.id}: createdAt, closed and pinned must be a date, true or false, and a comment or null`;
    for (const slug of post.tags) if (!slugs.has(slug)) return `post ${post.id}: no tag ${slug}`;
    posts.add(post.id);
  }
  const comments = new Set<string>();
  for (const c of read.comments) {
    if (!isText(c?.id) || comments.has(c.id)) return `comments: ${String(c?.id)} is not a new id`;
    if (!posts.has(c.post)) return `comment ${c.id}: no post ${c.post}`;
    // Oldest first: a comment's parent and thread come before it.
    for (const linked of [c.parent, c.thread])
      if (linked !== null && !comments.has(linked)) return `comment ${c.id}: no earlier comment ${linked}`;
    if (c.account !== null && !accountOf(c.account)) return `comment ${c.id}: no account ${c.account}`;
    if (!isText(c.name) || !isText(c.body) || !isTextOrNull(c.email) || !isTextOrNull(c.website) || !isFlag(c.visible))
      return `comment ${c.id}: name, body, email, website and visible must be text and true or false`;
    if (!isCount(c.likes) || !isCount(c.dislikes) || !isDate(c.createdAt))
      return `comment ${c.id}: likes, dislikes and createdAt must be counts and a date`;
    if (
      !v1 &&
      (!isFlag(c.markdown) ||
        !isFlag(c.deleted) ||
        !(c.editedAt === null || isDate(c.editedAt)) ||
        !isTextOrNull(c.locale) ||
        !(c.imported === null || (isText(c.imported?.source) && isText(c.imported.sourceId))))
    )
      return `comment ${c.id}: markdown, deleted, editedAt, locale and imported must be as docs/blog-export.schema.json says`;
    comments.add(c.id);
  }
  for (const post of read.posts)
    if (post.pinned !== null && !comments.has(post.pinned)) return `post ${post.id}: no comment ${post.pinned} to pin`;
  return read;
}

/**
 * Adds the file's blog as a new blog. An account already there (by email, else by one of its identities) is
 * used as it is, and given the file's identities no other account holds; a new one comes without a password.
 */
export async function importBlog(
  store: ImportTarget,
  file: ImportedBlogFile,
): Promise<{ blogId: string; posts: number; comments: number }> {
  const accounts = new Map<string, string>();
  const key = (id: string) => id.toLowerCase();
  for (const account of file.accounts) {
    let known: Account | null = account.email ? await store.findAccountByEmail(account.email) : null;
    for (const { issuer, subject } of account.identities) known ??= await store.findAccountByIdentity(issuer, subject);
    const id = (
      known ??
      (await store.createAccount({
        name: account.name,
        email: account.email,
        avatar: account.avatar,
        passwordHash: account.email ? UNMATCHABLE_HASH : null,
      }))
    ).id;
    // An identity another account holds here stays that account's.
    for (const { issuer, subject } of account.identities) await store.linkIdentity(issuer, subject, id);
    accounts.set(key(account.id), id);
  }
  const accountOf = (id: string | null) => (id === null ? null : (accounts.get(key(id)) ?? null));
  const { owner, name, url, authorRules, ...settings } = file.blog;
  const blog = await store.createBlog({ name, url, ownerId: accountOf(owner) });
  await store.updateBlogSettings(blog.id, settings);
  for (const rule of authorRules) await store.addAuthorRule(blog.id, rule);
  const tags = new Map<string, string>();
  for (const tag of file.tags)
    tags.set(tag.slug, (await store.createTag({ blogId: blog.id, name: tag.name, slug: tag.slug })).id);
  const posts = new Map<string, string>();
  for (const post of file.posts) {
    const made = await store.createPost({
      blogId: blog.id,
      title: post.title,
      excerpt: post.excerpt,
      createdAt: post.createdAt ?? undefined,
    });
    posts.set(post.id, made.id);
    if (post.closed) await store.setPostClosed(made.id, true);
    for (const [position, slug] of post.tags.entries()) await store.tagPost(made.id, tags.get(slug)!, position);
  }
  const comments = new Map<string, string>();
  let voter = 0;
  for (const c of file.comments) {
    const comment = {
      postId: posts.get(c.post)!,
      parentId: c.parent ? comments.get(c.parent)! : null,
      threadId: c.thread ? comments.get(c.thread)! : null,
      accountId: accountOf(c.account),
      name: c.name,
      email: c.email,
      website: c.website,
      body: c.body,
      // Parsed here, as on any write: a file's structure is never taken as it comes.
      bodyTree: c.markdown ? JSON.stringify(formatComment(c.body)) : null,
      isVisible: c.visible,
      createdAt: c.createdAt,
      editedAt: c.editedAt,
      deleted: c.deleted,
      locale: c.locale,
    };
    // Marked as imported from its source where no comment here is yet: an import-comments run later skips it.
    const made =
      (c.imported && (await store.addImportedComment(comment, c.imported))) || (await store.addComment(comment));
    comments.set(c.id, made.id);
    // Counts come back as votes (no visitor of another server votes here again), so counts and votes agree.
    for (const [action, count] of [
      ['like', c.likes],
      ['dislike', c.dislikes],
    ] as const)
      for (let n = 0; n < count; n++) await store.vote(made.id, `import-${blog.id}-${++voter}`, action, false);
  }
  for (const post of file.posts)
    if (post.pinned !== null) await store.setPinnedComment(posts.get(post.id)!, comments.get(post.pinned)!);
  return { blogId: blog.id, posts: posts.size, comments: comments.size };
}
