import { UNMATCHABLE_HASH } from '../auth/password.ts';
import { formatComment } from '../markdown.ts';
import { allHeldComments } from '../store/held-pages.ts';
import {
  MODERATION_RULES,
  type Account,
  type AccountStore,
  type BlogStore,
  type CommentListStore,
  type CommentStore,
  type ModerationRule,
  type ModerationStore,
  type StoredComment,
  type VoteStore,
} from '../store/store.ts';

/** What an export reads: a blog, its posts and tags, every comment (held ones too), and their writers' accounts. */
type ExportSource = BlogStore & CommentListStore & ModerationStore & AccountStore;
/** What an import writes: a new blog with its posts and tags, the comments, their votes, and any missing accounts. */
type ImportTarget = BlogStore & CommentStore & AccountStore & VoteStore;

/**
 * One blog as a JSON file (docs/moderation.md "Moving one blog"): `npm run admin --
 * export --blog ID` writes it, `import FILE` adds it to any database as a
 * new blog. Ids in the file only link its parts; the import gives new ones.
 * What is personal to one server stays there: password hashes (accounts
 * come in without a password and sign in once one is set), sessions,
 * visitor ids; likes and dislikes keep their counts.
 */
export interface BlogFile {
  format: 'porchlight-blog';
  version: 1;
  blog: {
    name: string;
    url: string;
    owner: string | null;
    allowComments: boolean;
    allowVotes: boolean;
    captcha: boolean;
    moderation: ModerationRule;
    /** Absent in a file written before blogs had it: off. */
    providerSignOut?: boolean;
  };
  /** The accounts the blog names: its owner and comments' writers, by email. */
  accounts: { email: string; name: string; avatar: string | null }[];
  tags: { name: string; slug: string }[];
  posts: { id: string; title: string; excerpt: string; tags: string[] }[];
  /** Every comment, held ones too, oldest first; `parent` and `thread` name comments of this file, `account` an email above. */
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
    /** Written as Markdown (docs/embedding.md "Formatting"): parsed again when imported. Missing or false: drawn as typed. */
    markdown?: boolean;
    visible: boolean;
    likes: number;
    dislikes: number;
    createdAt: string;
  }[];
}

const PAGE = 200;

/** Every comment of a post: visible threads and their replies page by page, then the held ones of the blog. */
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

export async function exportBlog(store: ExportSource, blogId: string): Promise<BlogFile | null> {
  const blog = await store.getBlog(blogId);
  if (!blog) return null;
  const posts = await store.listPosts(blog.id);
  // Every held comment, however many: read page by page, as the visible ones are.
  const held = await allHeldComments(store, { blogId: blog.id });
  const comments = [...(await Promise.all(posts.map((post) => commentsOf(store, post.id)))).flat(), ...held].sort(
    (a, b) => Number(a.id) - Number(b.id),
  );
  const accountIds = new Set(
    [blog.ownerId, ...comments.map((c) => c.accountId)].filter((id): id is string => id !== null),
  );
  // The file names accounts by e-mail: one that signs in only through a provider that vouched for none is left
  // out, and its comments come back as its name's, with no account (docs/self-hosting.md "Sign-in").
  const accounts = (await Promise.all([...accountIds].map((id) => store.getAccount(id)))).filter(
    (account): account is Account & { email: string } => account !== null && account.email !== null,
  );
  const emailOf = new Map(accounts.map((account) => [account.id, account.email]));
  return {
    format: 'porchlight-blog',
    version: 1,
    blog: {
      name: blog.name,
      url: blog.url,
      owner: blog.ownerId ? (emailOf.get(blog.ownerId) ?? null) : null,
      allowComments: blog.allowComments,
      allowVotes: blog.allowVotes,
      captcha: blog.captcha,
      moderation: blog.moderation,
      providerSignOut: blog.providerSignOut,
    },
    accounts: accounts.map(({ email, name, avatar }) => ({ email, name, avatar })),
    tags: (await store.listTags(blog.id)).map(({ name, slug }) => ({ name, slug })),
    posts: await Promise.all(
      posts.map(async (post) => ({
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        tags: (await store.listPostTags(post.id)).map((tag) => tag.slug),
      })),
    ),
    comments: comments.map((c) => ({
      id: c.id,
      post: c.postId,
      parent: c.parentId,
      thread: c.threadId,
      account: c.accountId ? (emailOf.get(c.accountId) ?? null) : null,
      name: c.name,
      email: c.email,
      website: c.website,
      body: c.body,
      markdown: c.bodyTree !== null,
      visible: c.isVisible,
      likes: c.likes,
      dislikes: c.dislikes,
      createdAt: c.createdAt,
    })),
  };
}

/** What is wrong with a file, before anything is written; null when nothing is. */
export function blogFileProblem(file: unknown): string | null {
  const f = file as BlogFile;
  if (!f || typeof f !== 'object' || f.format !== 'porchlight-blog')
    return 'not a Porchlight blog file (format must be "porchlight-blog")';
  if (f.version !== 1) return `version ${String(f.version)} is not one this server reads (1)`;
  if (
    !f.blog ||
    typeof f.blog.name !== 'string' ||
    typeof f.blog.url !== 'string' ||
    !MODERATION_RULES.includes(f.blog.moderation)
  )
    return 'blog: name, url and moderation are required';
  for (const key of ['accounts', 'tags', 'posts', 'comments'] as const)
    if (!Array.isArray(f[key])) return `${key} must be a list`;
  const posts = new Set(f.posts.map((p) => p.id));
  const comments = new Set<string>();
  const emails = new Set(f.accounts.map((a) => a.email.toLowerCase()));
  const slugs = new Set(f.tags.map((t) => t.slug));
  for (const post of f.posts)
    for (const slug of post.tags) if (!slugs.has(slug)) return `post ${post.id}: no tag ${slug}`;
  for (const c of f.comments) {
    if (!posts.has(c.post)) return `comment ${c.id}: no post ${c.post}`;
    // Oldest first: a comment's parent and thread come before it.
    for (const linked of [c.parent, c.thread])
      if (linked !== null && !comments.has(linked)) return `comment ${c.id}: no earlier comment ${linked}`;
    if (c.account !== null && !emails.has(c.account.toLowerCase())) return `comment ${c.id}: no account ${c.account}`;
    if (
      !Number.isInteger(c.likes) ||
      !Number.isInteger(c.dislikes) ||
      c.likes < 0 ||
      c.dislikes < 0 ||
      Number.isNaN(Date.parse(c.createdAt))
    )
      return `comment ${c.id}: likes, dislikes and createdAt must be counts and a date`;
    comments.add(c.id);
  }
  return null;
}

/** Adds the file's blog as a new blog; accounts already there (by email) are used as they are. Returns the new blog's id. */
export async function importBlog(
  store: ImportTarget,
  file: BlogFile,
): Promise<{ blogId: string; posts: number; comments: number }> {
  const accounts = new Map<string, string>();
  for (const account of file.accounts) {
    const known = await store.findAccountByEmail(account.email);
    accounts.set(
      account.email.toLowerCase(),
      (
        known ??
        (await store.createAccount({
          name: account.name,
          email: account.email,
          avatar: account.avatar,
          passwordHash: UNMATCHABLE_HASH,
        }))
      ).id,
    );
  }
  const { owner, name, url, ...settings } = file.blog;
  const blog = await store.createBlog({
    name,
    url,
    ownerId: owner ? (accounts.get(owner.toLowerCase()) ?? null) : null,
  });
  await store.updateBlogSettings(blog.id, settings);
  const tags = new Map<string, string>();
  for (const tag of file.tags)
    tags.set(tag.slug, (await store.createTag({ blogId: blog.id, name: tag.name, slug: tag.slug })).id);
  const posts = new Map<string, string>();
  for (const post of file.posts) {
    const made = await store.createPost({ blogId: blog.id, title: post.title, excerpt: post.excerpt });
    posts.set(post.id, made.id);
    for (const [position, slug] of post.tags.entries()) await store.tagPost(made.id, tags.get(slug)!, position);
  }
  const comments = new Map<string, string>();
  let voter = 0;
  for (const c of file.comments) {
    const made = await store.addComment({
      postId: posts.get(c.post)!,
      parentId: c.parent ? comments.get(c.parent)! : null,
      threadId: c.thread ? comments.get(c.thread)! : null,
      accountId: c.account ? accounts.get(c.account.toLowerCase())! : null,
      name: c.name,
      email: c.email,
      website: c.website,
      body: c.body,
      // Parsed here, as on any write: a file's structure is never taken as it comes.
      bodyTree: c.markdown === true ? JSON.stringify(formatComment(c.body)) : null,
      isVisible: c.visible,
      createdAt: c.createdAt,
    });
    comments.set(c.id, made.id);
    // Counts come back as votes (no visitor of another server votes here again), so counts and votes agree.
    for (const [action, count] of [
      ['like', c.likes],
      ['dislike', c.dislikes],
    ] as const)
      for (let n = 0; n < count; n++) await store.vote(made.id, `import-${blog.id}-${++voter}`, action, false);
  }
  return { blogId: blog.id, posts: posts.size, comments: comments.size };
}
