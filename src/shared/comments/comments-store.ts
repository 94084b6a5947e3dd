import { batch, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { CommentsApi } from '../api/comments.ts';
import type { BodyNode } from './body.ts';
import type { ApiComment, CommentList, CommentOrder, CommentUser, Connection, Viewer } from '../api/types.ts';
import { logError, logWarning } from '../report.ts';

/** A listed comment. Top-level comments carry their thread's replies; replies carry an empty, unused list. */
export interface CommentItem {
  id: string;
  /** The top-level comment of its thread (itself for a top-level one): where its replies are listed (threads are two levels deep: docs/api.md "The API"). */
  threadId: string;
  /** The server's display string: shown only when `createdAt` is missing. */
  date: string;
  /** ISO 8601 in UTC, for `<time datetime>` and the reader's own time zone. */
  createdAt?: string;
  /** The server's HTML-escaped text with `<br>`s, as its writer typed it: where an edit starts. */
  html: string;
  /** The text as drawn (shared/comments/body.ts). */
  body: BodyNode[];
  /** When its writer last edited it (ISO 8601); missing when never. */
  editedAt?: string;
  /** Deleted by its writer, kept because it was answered. */
  deleted?: boolean;
  /** The comment it answers (a reply's own thread, or another reply in it); missing at top level. */
  parentId?: string;
  /** The language its text was written in (BCP 47); empty or missing when unknown. */
  lang?: string;
  user: CommentUser;
  popularity: Signal<number>;
  replies: Signal<CommentItem[]>;
  moreReplies: Signal<boolean>;
  loadingReplies: Signal<boolean>;
  repliesCursor: string | null;
}

/** Ids grow with time on both engines, so comparing them orders replies by age without their dates. */
const olderFirst = (a: CommentItem, b: CommentItem) => Number(a.id) - Number(b.id);

/** A writer's name as shown: "Bob" and "Bob " are one name to a reader. */
export const nameKey = (item: Pick<CommentItem, 'user'>): string => item.user.name.trim();

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** The comment list and its pages, as the section's parts see it. */
export interface CommentsStore {
  status: Signal<LoadStatus>;
  /** The thread its blog's author pinned, shown first (and nowhere else). */
  pinned: ReadonlySignal<CommentItem | null>;
  /** The threads shown: top-level comments, each with its replies. */
  comments: ReadonlySignal<CommentItem[]>;
  moreComments: ReadonlySignal<boolean>;
  loadingComments: ReadonlySignal<boolean>;
  /** What the blog allows: commenting (and signing in), and voting. */
  allowed: ReadonlySignal<boolean>;
  allowedVotes: ReadonlySignal<boolean>;
  /** Whether a writer may ask to be told about replies by e-mail. */
  replyMail: ReadonlySignal<boolean>;
  /** The blog's Google captcha key; null for the self-hosted check. */
  recaptchaKey: ReadonlySignal<string | null>;
  /** Which single form is open: a comment's id, or the post's key. */
  openForm: Signal<string | null>;
  /** Whether more than one shown comment carries this comment's writer's name. */
  nameShared(item: Pick<CommentItem, 'user'>): ReadonlySignal<boolean>;
  /**
   * How many times comments were changed in place (edited, deleted) or listed anew (a sort, whose reply kept with a
   * form open names its new item): what a reply reads to name the comment it answers as it now is. A list growing (a
   * page, a comment posted) leaves it as it is, so a page does not wake every reply shown.
   */
  changed: ReadonlySignal<number>;
  postId: string;
  locale: string;
  /** The order the threads are listed in; 'more comments' continues it. */
  order: ReadonlySignal<CommentOrder>;
  /**
   * RootComments: the first page, and who is signed in. Shown once `shownWith` is in too (the section's words,
   * asked for beside it, which never reject: words that fail leave the section in English, section/language.ts),
   * so a section in another language than English never reads English first. `signedIn` hears who the reader
   * is in the same render as the comments, so a signed-in reader never sees "Sign in" beside them first.
   */
  load(shownWith?: Promise<void> | false, signedIn?: (viewer: Viewer | null) => void): Promise<Viewer | null>;
  /**
   * The first page again in `order`, in place of what is listed; false, and nothing changed, when it failed. `shownAt`
   * is a comment the new list must show from its first draw (where focus is going: listingShows).
   */
  sort(order: CommentOrder, shownAt?: string): Promise<boolean>;
  /** Which list is shown: a number each new list (a sort, the first page again) makes new, read with `comments`. */
  listing(): number;
  /**
   * The comment the list shown must show from its first draw, as its sort asked (`shownAt`), or null: a list drawn a
   * few threads a task (shared/comments/components/use-slices.ts) is drawn at once through its thread.
   */
  listingShows(): string | null;
  /** The next page; resolves to its first comment's id, null when nothing came, false when it failed. */
  loadMore(): Promise<string | null | false>;
  loadMoreReplies(thread: CommentItem): Promise<string | null | false>;
  /** A comment just posted, at the top of the list or at the end of its thread. */
  insert(node: ApiComment, parentId: string | null): CommentItem;
  find(id: string): CommentItem | undefined;
  /** A comment changed, shown with `changes` in its place; `null`: deleted, gone from its list (a thread with its replies). */
  change(id: string, changes: Pick<CommentItem, 'html' | 'body' | 'editedAt' | 'deleted'> | null): void;
  /** Where the next page of comments starts (the no-script "More comments" link names it). */
  cursor(): string | null;
}

export interface CommentsStoreOptions {
  api: CommentsApi;
  postId: string;
  locale: string;
  /** Start at the page after this cursor (a reader without script followed "More comments", shared/no-script.tsx). */
  after?: string;
  /** The threads' order; newest first unless the reader picked another. */
  order?: CommentOrder;
}

/**
 * The comment list and its pagination: one `RootComments`
 * call, then 'more comments' and 'more replies' pages merged without
 * duplicates (a comment posted here may come back in a later page). A
 * failed page changes nothing shown and leaves its button usable again.
 * Also which single form is open, keyed by comment id or post id.
 */
export function createCommentsStore({
  api,
  postId,
  locale,
  after,
  order: firstOrder = 'newest',
}: CommentsStoreOptions): CommentsStore {
  const status = signal<LoadStatus>('loading');
  const order = signal<CommentOrder>(firstOrder);
  const comments = signal<CommentItem[]>([]);
  const pinned = signal<CommentItem | null>(null);
  const moreComments = signal(false);
  const loadingComments = signal(false);
  const allowed = signal(false);
  const allowedVotes = signal(false);
  const replyMail = signal(false);
  const recaptchaKey = signal<string | null>(null);
  const openForm = signal<string | null>(null);
  const changed = signal(0);
  const byId = new Map<string, CommentItem>();
  let cursor: string | null = null;

  function item(node: ApiComment, threadId: string): CommentItem {
    const made: CommentItem = {
      id: node.id,
      threadId,
      date: node.date,
      createdAt: node.createdAt,
      html: node.comment,
      body: node.body,
      editedAt: node.editedAt ?? undefined,
      deleted: node.deleted || undefined,
      parentId: node.parentID ?? undefined,
      lang: node.lang,
      user: node.user,
      popularity: signal(node.popularity),
      replies: signal([]),
      moreReplies: signal(false),
      loadingReplies: signal(false),
      repliesCursor: null,
    };
    byId.set(node.id, made);
    if (threadId === node.id && node.replies) setReplies(made, node.replies, []);
    return made;
  }

  /**
   * The writers' names (as given) that more than one shown comment carries: their Reply and More replies buttons need
   * more than the name to be told apart in a list of controls (WCAG 2.4.6). Counted again at each change of what is
   * shown; each comment reads its own name's answer (nameShared), told only when that answer changes. Reading the
   * set itself, every comment shown was told of each page of threads and looked again: two thousand of them held the
   * page's render for tens of milliseconds, where a few had a new answer.
   */
  let twice = new Set<string>();
  const sharedBy = new Map<string, Signal<boolean>>();
  effect(() => {
    const seen = new Set<string>();
    twice = new Set();
    for (const thread of pinned.value ? [pinned.value, ...comments.value] : comments.value)
      for (const one of [thread, ...thread.replies.value]) (seen.has(nameKey(one)) ? twice : seen).add(nameKey(one));
    // A signal told the value it holds tells no one.
    for (const [name, shared] of sharedBy) shared.value = twice.has(name);
  });
  function nameShared(one: Pick<CommentItem, 'user'>): ReadonlySignal<boolean> {
    const name = nameKey(one);
    let shared = sharedBy.get(name);
    if (!shared) sharedBy.set(name, (shared = signal(twice.has(name))));
    return shared;
  }

  /** New items from a page, skipping ids already listed. */
  const fresh = (page: Connection<ApiComment>, threadId?: string) =>
    page.edges.filter(({ node }) => !byId.has(node.id)).map(({ node }) => item(node, threadId ?? node.id));

  function setReplies(thread: CommentItem, page: Connection<ApiComment>, before: CommentItem[]) {
    const added = fresh(page, thread.id);
    // Oldest first, as the server lists them: a reply posted here before its thread's later replies came goes after them.
    thread.replies.value = [...before, ...added].sort(olderFirst);
    thread.moreReplies.value = page.pageInfo.hasNextPage;
    thread.repliesCursor = page.pageInfo.endCursor;
    return added;
  }

  /**
   * Which list is shown: a sort replaces it, and whatever was asked for the
   * list before (a page, a thread's replies) is dropped when it comes back.
   */
  let listed = 0;
  /** What the list shown must show from its first draw (listingShows). */
  let listedShows: string | null = null;

  /** Lists `list` in place of what is shown, which shows the comment `shownAt` from its first draw. */
  function show(list: CommentList, shownAt: string | null = null) {
    listed++;
    listedShows = shownAt;
    changed.value++;
    byId.clear();
    // First: listed, the pinned thread is known, and a page that brings it again skips it.
    pinned.value = list.pinned ? item(list.pinned, list.pinned.id) : null;
    comments.value = fresh(list);
    cursor = list.pageInfo.endCursor;
    moreComments.value = list.pageInfo.hasNextPage;
  }

  async function load(
    shownWith?: Promise<void> | false,
    signedIn?: (viewer: Viewer | null) => void,
  ): Promise<Viewer | null> {
    try {
      const { viewer, comments: first } = await api.rootComments(postId, locale, order.peek());
      // A cursor that cannot be followed (stale: the comments changed since) gives the first page, on the server and here alike.
      const list = after ? { ...first, ...(await api.moreComments(postId, locale, after).catch(() => first)) } : first;
      await shownWith;
      batch(() => {
        show(list);
        allowed.value = !!list.commentsOverblogAllowed;
        allowedVotes.value = !!list.commentsOverblogAllowedVotes;
        replyMail.value = !!list.replyMail;
        recaptchaKey.value = list.recaptchaPublicKey || null;
        status.value = 'ready';
        signedIn?.(viewer);
      });
      return viewer;
    } catch (error) {
      logError('comments failed to load:', error);
      status.value = 'failed';
      return null;
    }
  }

  async function sort(next: CommentOrder, shownAt?: string): Promise<boolean> {
    try {
      const { comments: first } = await api.rootComments(postId, locale, next);
      batch(() => {
        order.value = next;
        show(first, shownAt);
        // A reply form whose comment is no longer listed closes, rather than open again when a page brings it back.
        // A reply form's key is its comment's id, a number; the post's own form's (`post-{id}`) is none.
        const open = openForm.peek();
        if (open !== null && !byId.has(open) && Number(open) > 0) openForm.value = null;
      });
      return true;
    } catch (error) {
      logWarning('comments could not be sorted:', error);
      return false;
    }
  }

  /** The next page of comments; resolves to the first new comment's id (for focus), null when nothing came, false when it failed. */
  async function loadMore(): Promise<string | null | false> {
    if (loadingComments.value || !moreComments.value || !cursor) return null;
    loadingComments.value = true;
    const shown = listed;
    try {
      const page = await api.moreComments(postId, locale, cursor);
      // Sorted meanwhile: this page continues a list no longer shown.
      if (shown !== listed) return null;
      const added = fresh(page);
      batch(() => {
        comments.value = [...comments.value, ...added];
        cursor = page.pageInfo.endCursor;
        moreComments.value = page.pageInfo.hasNextPage;
      });
      return added[0]?.id ?? null;
    } catch (error) {
      logWarning('more comments failed:', error);
      return false;
    } finally {
      loadingComments.value = false;
    }
  }

  async function loadMoreReplies(thread: CommentItem): Promise<string | null | false> {
    if (thread.loadingReplies.value || !thread.moreReplies.value || !thread.repliesCursor) return null;
    thread.loadingReplies.value = true;
    try {
      const page = await api.moreReplies(postId, thread.id, locale, thread.repliesCursor);
      // Sorted meanwhile: the thread shown now is another item, which asks for its own replies.
      if (byId.get(thread.id) !== thread) return null;
      return setReplies(thread, page, thread.replies.value)[0]?.id ?? null;
    } catch (error) {
      logWarning('more replies failed:', error);
      return false;
    } finally {
      thread.loadingReplies.value = false;
    }
  }

  /**
   * A comment just posted, at the top of the list or at the end of its
   * thread's replies, which run oldest first (where the writer looks for it,
   * as the conversation's latest word). `parentId` is the comment replied to,
   * a reply's own thread included.
   */
  function insert(node: ApiComment, parentId: string | null): CommentItem {
    const parent = parentId ? byId.get(parentId) : undefined;
    const thread = parent ? byId.get(parent.threadId)! : undefined;
    const added = item(
      { ...node, parentID: node.parentID ?? parentId },
      thread ? thread.id : parentId ? parentId : node.id,
    );
    if (thread) thread.replies.value = [...thread.replies.value, added];
    // A reply to a thread no longer listed (sorted away meanwhile) shows with its thread, never as a thread of its own.
    else if (!parentId) comments.value = [added, ...comments.value];
    return added;
  }

  function change(id: string, changes: Pick<CommentItem, 'html' | 'body' | 'editedAt' | 'deleted'> | null) {
    const old = byId.get(id);
    if (!old) return;
    // A new item rather than the old one changed: the list's signal tells its views, and memoised views see a new prop.
    const next = changes && { ...old, ...changes };
    if (next) byId.set(id, next);
    else byId.delete(id);
    const list = old.threadId === id ? comments : byId.get(old.threadId)?.replies;
    batch(() => {
      if (pinned.peek() === old) pinned.value = next;
      if (list) list.value = list.value.flatMap((one) => (one !== old ? [one] : next ? [next] : []));
      changed.value++;
    });
  }

  return {
    status,
    pinned,
    comments,
    moreComments,
    loadingComments,
    allowed,
    allowedVotes,
    replyMail,
    recaptchaKey,
    openForm,
    nameShared,
    changed,
    postId,
    locale,
    order,
    load,
    sort,
    loadMore,
    loadMoreReplies,
    insert,
    find: (id: string) => byId.get(id),
    change,
    cursor: () => cursor,
    listing: () => listed,
    listingShows: () => listedShows,
  };
}
