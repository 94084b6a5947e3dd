import { cleanWebsite, LIMITS } from '../../graphql/validate-comment.ts';
import type { Post, BlogStore, CommentStore } from '../../store/store.ts';
import { count, type CommentExport, type ExportedComment } from './comment-export.ts';

/** What an exported comment became here: our comment, its thread and its post. */
interface Placement {
  id: string;
  threadId: string;
  post: Post;
}

/** What an import did, or with `dryRun` would do. */
export interface ImportReport {
  /** Comments added (would be added), by post id. */
  added: Map<string, { post: Post; comments: number }>;
  /** Comments of the export imported before: never added twice. */
  alreadyImported: number;
  /** Pages of the export that are no post of the blog, with their comments' number: not imported. */
  unknownPages: Map<string, number>;
  /** Comments not imported, by reason (the export's own skips among them). */
  skipped: Map<string, number>;
  /** Answers to a comment that is not imported (deleted, spam, elsewhere), added as comments on the post. */
  orphans: number;
}

/**
 * An export's comments into a blog, keeping their threads, dates, names
 * and websites: pages are matched to the blog's posts by address (docs/moderation.md
 * "Importing comments"), a reply follows the comment it answers (two
 * levels, like every thread here: a reply to a reply joins its thread),
 * and each comment is added once with where it came from (Store
 * addImportedComment), so running the import again adds nothing.
 */
export async function importComments(
  store: BlogStore & CommentStore,
  blogId: string,
  exported: CommentExport,
  { dryRun = false } = {},
): Promise<ImportReport> {
  const blog = await store.getBlog(blogId);
  if (!blog) throw new RangeError(`no blog ${blogId}`);
  const postAt = postsByAddress(blog.url, await store.listPosts(blog.id));
  const report: ImportReport = {
    added: new Map(),
    alreadyImported: 0,
    unknownPages: new Map(),
    skipped: new Map(exported.skipped),
    orphans: 0,
  };

  const bySourceId = new Map(exported.comments.map((comment) => [comment.sourceId, comment]));
  const before = await store.importedComments(exported.source, [...bySourceId.keys()]);
  /** What each source id became here: our comment and its thread, or null when it is not here. */
  const placed = new Map<string, Placement | null>();

  /**
   * One comment, its parent already placed (`parent`: null when it answers nothing here). What it became is kept
   * in `placed`, so every comment is placed once whichever of its answers comes first.
   */
  async function placeOne(comment: ExportedComment, parent: Placement | null): Promise<Placement | null> {
    if (placed.has(comment.sourceId)) return placed.get(comment.sourceId)!;
    if (before.has(comment.sourceId)) {
      report.alreadyImported++;
      const id = before.get(comment.sourceId)!;
      const stored = id === null ? null : await store.getComment(id);
      const here = stored && {
        id: stored.id,
        threadId: stored.threadId ?? stored.id,
        post: (await store.getPost(stored.postId))!,
      };
      placed.set(comment.sourceId, here);
      return here;
    }
    const post = parent?.post ?? postAt(comment.pageUrl);
    const problem = !post
      ? null
      : comment.createdAt === null
        ? 'without a date that reads'
        : !comment.body.trim()
          ? 'empty'
          : null;
    if (!post) report.unknownPages.set(comment.pageUrl, (report.unknownPages.get(comment.pageUrl) ?? 0) + 1);
    else if (problem) count(report.skipped, problem);
    if (!post || problem) {
      placed.set(comment.sourceId, null);
      return null;
    }
    if (comment.parentSourceId !== null && !parent) report.orphans++;
    const fields = {
      postId: post.id,
      parentId: parent?.id ?? null,
      threadId: parent?.threadId ?? null,
      accountId: null,
      name: cleanName(comment.name),
      email: cleanEmail(comment.email),
      website: comment.website ? cleanWebsite(comment.website) : null,
      body: comment.body.trim(),
      isVisible: comment.isVisible,
      createdAt: comment.createdAt!,
    };
    let id = `dry-run:${comment.sourceId}`;
    if (!dryRun) {
      const added = await store.addImportedComment(fields, { source: exported.source, sourceId: comment.sourceId });
      // Imported meanwhile by another run: it is here all the same.
      if (!added) {
        report.alreadyImported++;
        const again = (await store.importedComments(exported.source, [comment.sourceId])).get(comment.sourceId) ?? null;
        const stored = again === null ? null : await store.getComment(again);
        const here = stored && { id: stored.id, threadId: stored.threadId ?? stored.id, post };
        placed.set(comment.sourceId, here);
        return here;
      }
      id = added.id;
    }
    report.added.set(post.id, { post, comments: (report.added.get(post.id)?.comments ?? 0) + 1 });
    const here = { id, threadId: parent?.threadId ?? id, post };
    placed.set(comment.sourceId, here);
    return here;
  }

  /**
   * A comment with the answers above it that are not placed yet, parents first. The chain is walked up in a loop,
   * not by recursion: an export may nest its replies as deep as it likes (a hundred thousand levels are a few
   * megabytes) and must not overflow the stack. An export whose replies go round in a circle gets the first one met
   * again as a comment on the post.
   */
  async function place(comment: ExportedComment): Promise<void> {
    const chain = [comment];
    const inChain = new Set([comment.sourceId]);
    for (let at = comment; !placed.has(at.sourceId) && !before.has(at.sourceId);) {
      const parentId = at.parentSourceId;
      const parent = parentId === null || inChain.has(parentId) ? undefined : bySourceId.get(parentId);
      if (!parent) break;
      chain.push(parent);
      inChain.add(parent.sourceId);
      at = parent;
    }
    let above: Placement | null = null;
    for (let index = chain.length - 1; index >= 0; index--) above = await placeOne(chain[index]!, above);
  }

  // Oldest first, so that ids here follow the order they were written in.
  const oldestFirst = [...exported.comments].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  for (const comment of oldestFirst) await place(comment);
  return report;
}

/**
 * The blog's posts by address. A blog whose address is absolute
 * (`https://blog.example/`) matches pages by host and path (http or
 * https, a trailing slash or not); a blog whose address is a path (`/`)
 * knows no host, and matches by path alone.
 */
function postsByAddress(blogUrl: string, posts: Post[]): (pageUrl: string) => Post | undefined {
  const absolute = /^https?:\/\//i.test(blogUrl);
  const key = (url: string, base: string) => {
    try {
      const address = new URL(url, base);
      const path = `${address.pathname.replace(/\/+$/, '') || '/'}${address.search}`;
      return absolute ? `${address.host.toLowerCase()}${path}` : path;
    } catch {
      return null;
    }
  };
  const base = absolute ? blogUrl : 'http://blog.invalid/';
  const byKey = new Map(posts.map((post) => [key(post.url, new URL(blogUrl, base).href), post]));
  return (pageUrl) => {
    const found = key(pageUrl, base);
    return found === null ? undefined : byKey.get(found);
  };
}

/** A name as the API would take it: spaces tidied, at most 80 characters; a comment with none was anonymous. */
const cleanName = (name: string) => name.replace(/\s+/g, ' ').trim().slice(0, LIMITS.name) || 'Anonymous';
const cleanEmail = (email: string | null) =>
  email && email.length <= LIMITS.email && /^[^\s@]+@[^\s@]+$/.test(email.trim()) ? email.trim() : null;
