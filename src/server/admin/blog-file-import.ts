import { UNMATCHABLE_HASH } from '../auth/password.ts';
import { formatComment } from '../markdown.ts';
import {
  FORGOTTEN_COMMENTS,
  MODERATION_RULES,
  type Account,
  type AccountStore,
  type BlogStore,
  type CommentStore,
  type RejectedStore,
  type VoteStore,
} from '../store/store.ts';
import { BLOG_FILE_VERSION, type BlogFile } from './blog-file.ts';

/**
 * What an import writes: a new blog with its posts and tags, the comments (its kept rejected ones kept so), their
 * votes, and any missing accounts.
 */
type ImportTarget = BlogStore & CommentStore & RejectedStore & AccountStore & VoteStore;

/** The versions `import` reads: the one `export` writes, and those before it. */
const FILE_VERSIONS = [1, BLOG_FILE_VERSION];

/** A file of version 1, as export wrote it before: accounts, the owner and writers named by email. */
interface BlogFileV1 {
  format: 'porchlight-blog';
  version: 1;
  blog: Omit<
    BlogFile['blog'],
    'authorRules' | 'providerSignOut' | 'forgottenComments' | 'heldDays' | 'rejectedDays'
  > & {
    providerSignOut?: boolean;
  };
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

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isFlag = (value: unknown) => typeof value === 'boolean';
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Version 1 read as version 2: accounts known by email keep it as their id; what it did not hold, as a new blog has it. */
function fromVersion1(file: BlogFileV1): ImportedBlogFile {
  return {
    format: 'porchlight-blog',
    blog: {
      ...file.blog,
      providerSignOut: file.blog.providerSignOut ?? false,
      forgottenComments: 'placeholder',
      heldDays: null,
      rejectedDays: 0,
      authorRules: [],
    },
    accounts: file.accounts.map(({ email, name, avatar }) => ({ id: email, email, name, avatar, identities: [] })),
    tags: file.tags,
    posts: file.posts.map((post) => ({ ...post, createdAt: null, closed: false, pinned: null })),
    comments: file.comments.map((c) => ({
      ...c,
      markdown: c.markdown === true,
      deleted: false,
      editedAt: null,
      locale: null,
      rejectedAt: null,
      imported: null,
    })),
  };
}

/**
 * Version 2 as written before rejected comments were kept: no `rejectedDays` (none kept) and no comment's
 * `rejectedAt` (none rejected).
 */
function withRejected(file: BlogFile): ImportedBlogFile {
  return {
    ...file,
    blog: { ...file.blog, rejectedDays: file.blog.rejectedDays ?? 0 },
    // What is no comment at all is left as it is, for the checks below to name.
    comments: file.comments.map((c) => (c && typeof c === 'object' ? { ...c, rejectedAt: c.rejectedAt ?? null } : c)),
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
    if (!FORGOTTEN_COMMENTS.includes(blog.forgottenComments))
      return `blog: forgottenComments must be one of ${FORGOTTEN_COMMENTS.join(', ')}`;
    if (blog.heldDays !== null && !(Number.isInteger(blog.heldDays) && blog.heldDays > 0))
      return 'blog: heldDays must be a whole number of days from 1, or null';
    if (blog.rejectedDays !== undefined && !isCount(blog.rejectedDays))
      return 'blog: rejectedDays must be a whole number of days from 0';
    if (
      !Array.isArray(blog.authorRules) ||
      !blog.authorRules.every((r) => isText(r?.issuer) && isText(r.claim) && isText(r.value))
    )
      return 'blog: authorRules must be a list of issuer, claim and value';
  }
  const read = v1 ? fromVersion1(f as unknown as BlogFileV1) : withRejected(f as unknown as BlogFile);
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
    // Only a comment that waited is rejected: a shown or deleted one never was.
    if (c.rejectedAt !== null && !(isDate(c.rejectedAt) && !c.visible && !c.deleted))
      return `comment ${c.id}: rejectedAt must be a date on a comment neither visible nor deleted, or null`;
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
    // Kept rejected, as it was, since its rejection: erased when its days are past, as if never moved.
    if (c.rejectedAt !== null) await store.keepRejectedComment(made.id, c.rejectedAt);
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
