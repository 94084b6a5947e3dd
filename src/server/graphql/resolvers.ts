import { randomBytes } from 'node:crypto';
import { hashToken, matchesHash } from '../auth/session.ts';
import { GraphQLError } from 'graphql';
import { bodyText, type BodyNode } from '../../shared/comments/body.ts';
import type { Locale } from '../../shared/locale.ts';
import type {
  BlockKind,
  BlogWithSettings,
  CommentOrder,
  NewComment,
  Page,
  Post,
  StoredComment,
  VoteAction,
} from '../store/store.ts';
import { DEFAULT_HELD_QUOTA } from '../policy/held-quota.ts';
import type { GraphQLContext } from './context.ts';
import {
  commentHtml,
  decodeCommentCursor,
  decodeCursor,
  encodeCommentCursor,
  encodeCursor,
  formatDate,
  isoTime,
} from './format.ts';
import { serverMessages, type MessageKey } from './server-words.ts';
import { bodyOf, formatComment } from '../markdown.ts';
import { isHeld } from './hold.ts';
import { PAGE_SIZES } from './page-sizes.ts';
import { DEFAULT_VOTES_PER_ADDRESS } from '../policy/votes.ts';
import { blockOf } from '../policy/block-kind.ts';
import { LIMITS, validateComment, type ValidationErrors } from './validate-comment.ts';
import { isBlogAuthor } from '../policy/authors.ts';
import { UNCOUNTED } from '../metrics/parts.ts';

/**
 * The API's behaviour (docs/api.md "The API"), over the Store alone: no HTTP, no SQL.
 * Answers are built as plain objects the schema's default resolvers read.
 */
type Args = Record<string, unknown>;

const refuse = (locale: Locale, key: MessageKey, code: string, extensions: Record<string, string> = {}) =>
  new GraphQLError(serverMessages[locale](key), { extensions: { code, ...extensions } });

const validationError = (errors: ValidationErrors) =>
  new GraphQLError('validation', { extensions: { code: 'VALIDATION', validation: errors } });

function cursorOf(locale: Locale, after: unknown): string | null {
  const id = decodeCursor(after as string | null | undefined);
  if (id === undefined) throw refuse(locale, 'badCursor', 'BAD_USER_INPUT');
  return id;
}

interface ConnectionAnswer {
  edges: EdgeAnswer[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  recaptchaPublicKey: string | null;
  commentsOverblogAllowed: boolean;
  commentsOverblogAllowedVotes: boolean;
  replyMail: boolean;
  /** The first page's pinned thread. */
  pinned?: CommentAnswer | null;
}

/** An edge's cursor is made only when the document asks for it (resolvers.CommentEdge): a page's replies seldom do. */
interface EdgeAnswer {
  node: CommentAnswer;
  /** The order of the list it is in, when not newest first: its cursor continues that order. */
  order?: CommentOrder;
}

interface CommentAnswer {
  id: string;
  editedAt: string | null;
  deleted: boolean;
  parentID: string | null;
  /** The language its text was written in; empty when unknown. */
  lang: string;
  /** addComment's answer to an anonymous writer: the key, given this once. */
  editKey?: string | null;
  date: string;
  createdAt: string;
  comment: string;
  body: BodyNode[];
  popularity: number;
  isVisible: boolean;
  user: { isAuthor: boolean; avatar: string | null; name: string; website: string | null };
  replies: ConnectionAnswer;
}

/** Connection-level fields are the blog's settings (who may comment, vote, which captcha). */
function connection(
  page: Page<StoredComment>,
  blog: BlogWithSettings,
  locale: Locale,
  context: GraphQLContext,
  inline?: Map<string, Page<StoredComment>>,
  order: CommentOrder = 'newest',
  pinned: StoredComment | null = null,
): ConnectionAnswer {
  const answer = (items: EdgeAnswer[], endCursor: string | null, hasNextPage: boolean): ConnectionAnswer => ({
    edges: items,
    pageInfo: { endCursor, hasNextPage },
    recaptchaPublicKey: blog.captcha ? context.captcha.siteKey : null,
    commentsOverblogAllowed: blog.allowComments,
    commentsOverblogAllowedVotes: blog.allowVotes,
    replyMail: !!context.replyMail,
  });
  // Threads are two levels deep: a reply's own replies are always none, one answer shared by a page's replies.
  const none = answer([], null, false);
  const node = (comment: StoredComment, replies: ConnectionAnswer): EdgeAnswer => ({
    node: commentNode(comment, blog, locale, replies),
  });
  const repliesOf = (thread: StoredComment) => {
    const replies = inline?.get(thread.id);
    return replies
      ? answer(
          replies.items.map((reply) => node(reply, none)),
          endCursorOf(replies),
          replies.hasNextPage,
        )
      : none;
  };
  const edges = page.items.map((comment) => node(comment, repliesOf(comment)));
  if (order !== 'newest') for (const edge of edges) edge.order = order;
  const made = answer(edges, endCursorOf(page, order), page.hasNextPage);
  return pinned ? { ...made, pinned: node(pinned, repliesOf(pinned)).node } : made;
}

const cursorOfComment = (order: CommentOrder, comment: { id: string; popularity: number }) =>
  encodeCommentCursor({ order, id: comment.id, popularity: comment.popularity });
const endCursorOf = (page: Page<StoredComment>, order: CommentOrder = 'newest') => {
  const last = page.items.at(-1);
  return last ? cursorOfComment(order, { id: last.id, popularity: last.likes - last.dislikes }) : null;
};

function commentNode(
  comment: StoredComment,
  blog: BlogWithSettings,
  locale: Locale,
  replies: ConnectionAnswer,
): CommentAnswer {
  return {
    id: comment.id,
    editedAt: comment.editedAt && isoTime(comment.editedAt),
    deleted: comment.deleted,
    parentID: comment.parentId,
    lang: comment.locale ?? '',
    date: formatDate(comment.createdAt, locale),
    createdAt: isoTime(comment.createdAt),
    comment: commentHtml(comment.body),
    // Parsed when it was written; only comments from before formatting (and imports) are drawn as typed here.
    body: bodyOf(comment),
    popularity: comment.likes - comment.dislikes,
    isVisible: comment.isVisible,
    user: {
      isAuthor: isBlogAuthor(blog, comment.accountId),
      avatar: comment.avatar,
      name: comment.name,
      website: comment.website,
    },
    replies,
  };
}

const EMPTY: Page<StoredComment> = { items: [], hasNextPage: false };

/** How long a writer may change their comment unless the server says otherwise (EDIT_MINUTES). */
export const DEFAULT_EDIT_WINDOW_MS = 15 * 60_000;

/** An anonymous writer's key: random, handed out once; only its hash is kept (as a session token's is). */
const newEditKey = () => randomBytes(24).toString('base64url');

/**
 * The comment its writer asks to change, if they may (docs/embedding.md "Editing your
 * comment"): their account's, or, written anonymously, the one whose key
 * they hold; within the edit window from when it was written.
 */
async function ownComment(context: GraphQLContext, args: Args) {
  const locale = args.locale as Locale;
  const found = await commentInPost(context, args.commentID as string);
  if (!found || found.comment.deleted) throw refuse(locale, 'unknownComment', 'NOT_FOUND');
  const { comment } = found;
  const key = typeof args.editKey === 'string' ? args.editKey : '';
  const hash = comment.accountId === null ? await context.store.commentEditKeyHash(comment.id) : null;
  const mine = comment.accountId !== null ? context.viewer?.id === comment.accountId : matchesHash(key, hash);
  // The reason beside the code: the section keeps a key refused for its time (it still opens its writer's data) and
  // drops one refused as not theirs, whatever its own clock says of the window (docs/embedding.md "Editing your comment").
  if (!mine) throw refuse(locale, 'notYours', 'FORBIDDEN', { reason: 'notYours' });
  if (Date.now() - Date.parse(comment.createdAt) > (context.editWindowMs ?? DEFAULT_EDIT_WINDOW_MS))
    throw refuse(locale, 'editClosed', 'FORBIDDEN', { reason: 'editClosed' });
  return { ...found, locale };
}

async function postAndBlog(context: GraphQLContext, postID: string, locale: Locale) {
  const both = await context.store.getPostWithBlog(postID);
  if (!both) throw refuse(locale, 'unknownPost', 'NOT_FOUND');
  return closedAsSaid(both);
}

/** A post its author closed takes no new comment, whatever the blog allows: the lists say so as the blog's setting would. */
const closedAsSaid = <Found extends { post: Post; blog: BlogWithSettings }>(found: Found): Found =>
  found.post.closed ? { ...found, blog: { ...found.blog, allowComments: false } } : found;

/** A comment with its post and blog, read at once, the post's closing said as postAndBlog says it; null for none. */
async function commentInPost(context: GraphQLContext, commentID: string) {
  const found = await context.store.getCommentInPost(commentID);
  return found && closedAsSaid(found);
}

/** Why a vote changed nothing, as the reader is told it: the words and the error's code. */
const VOTE_REFUSALS = {
  conflict: ['voteConflict', 'CONFLICT'],
  unknown: ['unknownComment', 'NOT_FOUND'],
  'address-limit': ['votesFromAddress', 'VOTE_LIMIT'],
} as const satisfies Record<string, readonly [MessageKey, string]>;

async function vote(context: GraphQLContext, args: Args, action: VoteAction) {
  const locale = args.locale as Locale;
  const found = await commentInPost(context, args.commentID as string);
  if (!found || !found.comment.isVisible) throw refuse(locale, 'unknownComment', 'NOT_FOUND');
  const { comment, blog } = found;
  if (!blog.allowVotes) throw refuse(locale, 'votesClosed', 'FORBIDDEN');
  // Without the visitor cookie every request is a new voter: the address bounds them (docs/self-hosting.md "Votes from one address").
  const address = context.addressHash
    ? {
        hash: context.addressHash,
        perDay: context.votesPerAddress ?? DEFAULT_VOTES_PER_ADDRESS,
        now: new Date(),
      }
    : null;
  const outcome = await context.store.vote(comment.id, context.visitor(), action, args.needCancel === true, address);
  if (!outcome.ok) {
    const [words, code] = VOTE_REFUSALS[outcome.reason];
    throw refuse(locale, words, code);
  }
  (context.voteMetrics ?? UNCOUNTED.votes).voted(action);
  const { id, likes, dislikes } = outcome.counts;
  return { id, likes, dislikes, popularity: likes - dislikes };
}

/** Only the blog's author moderates it (docs/moderation.md "Moderation"): checked on the server for every action. */
function requireAuthor(context: GraphQLContext, blog: BlogWithSettings, locale: Locale): void {
  if (!isBlogAuthor(blog, context.viewer?.id)) throw refuse(locale, 'notAuthor', 'FORBIDDEN');
}

/** The comment an author's action names, with its blog, once the signed-in reader is known to be that blog's author. */
async function authorsComment(context: GraphQLContext, args: Args) {
  const locale = args.locale as Locale;
  const found = await commentInPost(context, args.commentID as string);
  if (!found) throw refuse(locale, 'unknownComment', 'NOT_FOUND');
  const { comment, blog } = found;
  requireAuthor(context, blog, locale);
  return { comment, blog, locale };
}

/** A held comment is approved or rejected; any comment may be deleted. */
async function moderate(context: GraphQLContext, args: Args, action: 'approve' | 'reject' | 'delete') {
  const { comment, locale } = await authorsComment(context, args);
  if (action !== 'delete' && comment.isVisible) throw refuse(locale, 'notHeld', 'CONFLICT');
  const done =
    action === 'approve'
      ? await context.store.approveComment(comment.id)
      : await context.store.deleteComment(comment.id);
  // Counted once, by the request that did it: one that found it done meanwhile counts nothing.
  const counted = context.commentMetrics ?? UNCOUNTED.comments;
  if (done && action === 'approve') counted.approved();
  if (done && action === 'reject') counted.rejected();
  // Shown now: the writer of the comment it answers hears of it, if they asked.
  if (done && action === 'approve')
    await context.replyMail
      ?.replied({ ...comment, isVisible: true })
      .catch((error: unknown) => context.log.error(error, 'reply mail failed'));
  // Done meanwhile by another request: what was asked holds all the same.
  if (!done && action === 'approve') return { id: comment.id, isVisible: true, deleted: false };
  return { id: comment.id, isVisible: action === 'approve', deleted: action !== 'approve' };
}

export const resolvers = {
  CommentEdge: {
    cursor: (edge: EdgeAnswer) => cursorOfComment(edge.order ?? 'newest', edge.node),
  },

  Query: {
    viewer: (_: unknown, __: Args, context: GraphQLContext) => context.viewer,

    async comments(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const after = decodeCommentCursor(args.after as string | null | undefined);
      // A cursor continues the order it was made in; one that names another order than asked for is not this list's.
      if (after === undefined || (after && args.order != null && args.order !== after.order))
        throw refuse(locale, 'badCursor', 'BAD_USER_INPUT');
      const order = after?.order ?? ((args.order as CommentOrder | null | undefined) || 'newest');
      const { post, blog } = await postAndBlog(context, args.postID as string, locale);
      const page = await context.store.listComments(post.id, {
        after: after?.id ?? null,
        afterPopularity: after?.popularity,
        limit: PAGE_SIZES.comments,
        order,
      });
      // The pinned thread comes with the first page, whatever the order; an id that names no shown top-level comment of this post is none.
      const found = !after && post.pinnedCommentId ? await context.store.getComment(post.pinnedCommentId) : null;
      const pinned =
        found?.isVisible && !found.deleted && found.parentId === null && found.postId === post.id ? found : null;
      const inline = await context.store.listRepliesOfThreads(
        [...page.items.map((c) => c.id), ...(pinned ? [pinned.id] : [])],
        PAGE_SIZES.inlineReplies,
      );
      return connection(page, blog, locale, context, inline, order, pinned);
    },

    async replies(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const after = cursorOf(locale, args.after);
      const { post, blog } = await postAndBlog(context, args.postID as string, locale);
      const comment = await context.store.getComment(args.commentID as string);
      if (!comment || !comment.isVisible || comment.postId !== post.id)
        throw refuse(locale, 'unknownComment', 'NOT_FOUND');
      // A reply's id names its thread too: replies live in their top-level comment's thread.
      const page = await context.store.listReplies(comment.threadId ?? comment.id, {
        after,
        limit: PAGE_SIZES.replies,
      });
      return connection(page, blog, locale, context);
    },

    async moderation(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const { post, blog } = await postAndBlog(context, args.postID as string, locale);
      // Not the blog's author: nothing to moderate here, and nothing said about what waits.
      if (!isBlogAuthor(blog, context.viewer?.id)) return null;
      const after = cursorOf(locale, args.after);
      // A page at a time: a post flooded with held comments is read in pages, never whole.
      const page = await context.store.listHeldComments(
        { blogId: blog.id, postId: post.id },
        { after, limit: PAGE_SIZES.held },
      );
      return {
        closed: post.closed,
        // Each with how its writer can be blocked, so the panel offers Block writer only where it can be done.
        held: await Promise.all(
          page.items.map(async (comment) => ({
            ...commentNode(comment, blog, locale, connection(EMPTY, blog, locale, context)),
            blockBy: (await blockOf(context.store, comment))?.kind ?? null,
          })),
        ),
        pageInfo: {
          endCursor: page.items.length ? encodeCursor(page.items.at(-1)!.id) : null,
          hasNextPage: page.hasNextPage,
        },
      };
    },

    /** What addComment would draw of this text (the form's preview): parsed as it would be, nothing stored. */
    commentPreview(_: unknown, args: Args) {
      // trim(), not a regular expression: /^\s+|\s+$/ is quadratic on a long run of spaces inside the text.
      const text = (args.comment as string).trim();
      const locale = args.locale as Locale;
      if ([...text].length > LIMITS.comment) {
        // Shaped as addComment's refusal, with the words as its message too: a preview has no field to put them under.
        const tooLong = serverMessages[locale]('commentTooLong', { count: LIMITS.comment });
        throw new GraphQLError(tooLong, { extensions: { code: 'VALIDATION', validation: { comment: [tooLong] } } });
      }
      return formatComment(text);
    },

    async lastComments(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const blog = await context.store.getBlog(args.blogID as string);
      if (!blog) throw refuse(locale, 'unknownBlog', 'NOT_FOUND');
      const comments = await context.store.lastComments(blog.id, PAGE_SIZES.lastComments);
      return comments.map((c) => ({
        id: c.id,
        comment: commentHtml(c.body),
        text: bodyText(bodyOf(c)),
        lang: c.locale ?? '',
        post: { id: c.post.id, title: c.post.title, url: c.post.url, closed: c.post.closed },
      }));
    },
  },

  Viewer: {
    async blogs(viewer: { id: string }, args: Args, context: GraphQLContext) {
      const after = args.after == null ? null : decodeCursor(args.after as string);
      if (after === undefined) throw refuse('en', 'badCursor', 'BAD_USER_INPUT');
      const page = await context.store.listBlogsOwnedBy(viewer.id, { after, limit: PAGE_SIZES.blogs });
      return {
        edges: page.items.map((node) => ({ node })),
        pageInfo: {
          endCursor: page.items.length ? encodeCursor(page.items.at(-1)!.id) : null,
          hasNextPage: page.hasNextPage,
        },
      };
    },
  },

  Mutation: {
    async addComment(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const t = serverMessages[locale];
      const { post, blog } = await postAndBlog(context, args.postID as string, locale);
      if (post.closed) throw refuse(locale, 'postClosed', 'FORBIDDEN');
      if (!blog.allowComments) throw refuse(locale, 'commentsClosed', 'FORBIDDEN');

      let parent: StoredComment | null = null;
      if (args.commentID != null) {
        parent = await context.store.getComment(args.commentID as string);
        if (!parent || !parent.isVisible || parent.postId !== post.id)
          throw refuse(locale, 'unknownComment', 'NOT_FOUND');
      }

      // A signed-in writer is their account: only the website comes from the form.
      const input = (args.user ?? {}) as { name?: string | null; email?: string | null; website?: string | null };
      const viewer = context.viewer;
      const checked = validateComment(
        {
          name: viewer ? viewer.name : input.name,
          email: viewer ? viewer.email : input.email,
          website: input.website,
          comment: args.comment as string,
        },
        t,
      );
      const errors: ValidationErrors = checked.ok ? {} : { ...checked.errors };
      // Told about replies: where the blog sends mail, to an address the writer gave (or their account's).
      const notify = args.notifyReplies === true;
      if (notify && !context.replyMail) throw refuse(locale, 'replyMailOff', 'BAD_USER_INPUT');
      if (notify && checked.ok && !checked.value.email) errors['user.email'] = [t('replyMailNeedsEmail')];
      if (blog.captcha && !viewer && !context.plainForm) {
        const token = typeof args.recaptcha === 'string' ? args.recaptcha.trim() : '';
        // A proof of work is spent on the post (and from the address) it was solved for only.
        const use = { postId: post.id, addressHash: context.addressHash ?? null };
        const verdict = token ? await context.captcha.verify(token, context.remoteIp, use) : null;
        if (verdict === null) errors.recaptcha = [t('recaptchaRequired')];
        else if (verdict === 'expired') errors.recaptcha = [t('recaptchaExpired')];
        else if (verdict === 'invalid') errors.recaptcha = [t('recaptchaFailed')];
        else if (verdict === 'used') errors.recaptcha = [t('recaptchaUsed')];
        else if (verdict === 'elsewhere') errors.recaptcha = [t('recaptchaElsewhere')];
      }
      if (!checked.ok || Object.keys(errors).length) throw validationError(errors);

      const { name, email, website, body } = checked.value;
      const addressHash = context.addressHash ?? null;
      // A blocked writer is told what every held writer is told: their comment waits (docs/moderation.md "Blocking").
      const held =
        context.plainForm === true ||
        (await isHeld(context.store, blog, { accountId: viewer?.id ?? null, email, addressHash }, body));
      // A signed-in writer changes their comment through their session; an anonymous one through a key only they get.
      // A plain form's writer has no script to keep one.
      const editKey = viewer || context.plainForm ? null : newEditKey();
      const comment: NewComment = {
        postId: post.id,
        parentId: parent?.id ?? null,
        threadId: parent ? (parent.threadId ?? parent.id) : null,
        accountId: viewer?.id ?? null,
        name,
        email,
        website,
        body,
        bodyTree: JSON.stringify(formatComment(body)),
        isVisible: !held,
        editKeyHash: editKey && hashToken(editKey),
        addressHash,
        locale,
      };
      // What waits for a person is capped per address and per post (policy/held-quota.ts): past either, the
      // writer is refused, with nothing stored, and keeps what they typed (the widget's draft, the plain form again).
      const outcome = held
        ? await context.store.addHeldComment(comment, context.heldQuota ?? DEFAULT_HELD_QUOTA)
        : { added: await context.store.addComment(comment) };
      if ('full' in outcome)
        throw refuse(locale, outcome.full === 'address' ? 'heldFromAddress' : 'heldOnPost', 'HELD_QUEUE_FULL');
      const stored = outcome.added;
      const counted = context.commentMetrics ?? UNCOUNTED.comments;
      counted.posted();
      if (held) counted.held();
      // The comment is stored: whatever mail does now, the writer is told it was posted (a failure is logged).
      const mailFailed = (error: unknown) => (context.log.error(error, 'reply mail failed'), null);
      // On at once only for a signed-in writer's own address; anyone else confirms from the mail, so the answer says nothing of an address.
      const replyMail =
        notify && email
          ? await context
              .replyMail!.want({ comment: stored, blog, post, email, locale, confirmed: viewer !== null })
              .catch(mailFailed)
          : null;
      await context.replyMail?.replied(stored).catch(mailFailed);
      const window = context.editWindowMs ?? DEFAULT_EDIT_WINDOW_MS;
      // The writer's page offers Edit and Delete until then (a plain form's writer has no page that keeps it).
      const editableUntil =
        window > 0 && !context.plainForm ? new Date(Date.parse(stored.createdAt) + window).toISOString() : null;
      return {
        ...commentNode(stored, blog, locale, connection(EMPTY, blog, locale, context)),
        editKey,
        editableUntil,
        replyMail,
      };
    },
    async editComment(_: unknown, args: Args, context: GraphQLContext) {
      const { comment, locale, blog } = await ownComment(context, args);
      const t = serverMessages[locale];
      const checked = validateComment(
        { name: comment.name, email: comment.email, website: comment.website, comment: args.comment as string },
        t,
      );
      if (!checked.ok) throw validationError(checked.errors);
      const { body } = checked.value;
      // An edit meets the blog's moderation as a new comment would, by the same rule and blocks: an approved
      // comment edited into what the rule holds waits for the author again, and readers keep seeing nothing of it.
      const held =
        !comment.isVisible ||
        (await isHeld(
          context.store,
          blog,
          { accountId: comment.accountId, email: comment.email, addressHash: context.addressHash ?? null },
          body,
        ));
      const tree = JSON.stringify(formatComment(body));
      // A shown comment edited back into the queue takes a place in it like a new one: past a quota the edit is
      // refused and the comment stays as it was, so editing many approved comments cannot bury the author either.
      const outcome =
        held && comment.isVisible
          ? await context.store.holdEditedComment(comment.id, body, tree, context.heldQuota ?? DEFAULT_HELD_QUOTA)
          : await context.store
              .editComment(comment.id, body, !held, tree)
              .then((edited) => edited && { added: edited });
      if (!outcome) throw refuse(locale, 'unknownComment', 'NOT_FOUND');
      if ('full' in outcome)
        throw refuse(locale, outcome.full === 'address' ? 'heldFromAddress' : 'heldOnPost', 'HELD_QUEUE_FULL');
      return commentNode(outcome.added, blog, locale, connection(EMPTY, blog, locale, context));
    },
    async deleteOwnComment(_: unknown, args: Args, context: GraphQLContext) {
      const { comment, locale } = await ownComment(context, args);
      const outcome = await context.store.deleteOwnComment(comment.id);
      if (!outcome) throw refuse(locale, 'unknownComment', 'NOT_FOUND');
      // Kept as a placeholder for its answers: nobody is mailed about it any more.
      if (outcome === 'placeholder') await context.store.stopReplyMail(comment.id);
      return { id: comment.id, isVisible: outcome === 'placeholder', deleted: true };
    },
    likeComment: (_: unknown, args: Args, context: GraphQLContext) => vote(context, args, 'like'),
    dislikeComment: (_: unknown, args: Args, context: GraphQLContext) => vote(context, args, 'dislike'),
    cancelLike: (_: unknown, args: Args, context: GraphQLContext) => vote(context, args, 'cancelLike'),
    cancelDislike: (_: unknown, args: Args, context: GraphQLContext) => vote(context, args, 'cancelDislike'),
    async pinComment(_: unknown, args: Args, context: GraphQLContext) {
      const { comment, locale } = await authorsComment(context, args);
      // A thread's first comment, shown: a reply or a held comment at the top would read out of place.
      if (comment.parentId !== null || !comment.isVisible || comment.deleted)
        throw refuse(locale, 'pinTopLevel', 'BAD_USER_INPUT');
      const post = (await context.store.getPost(comment.postId))!;
      // Unpinning touches the pin only if it is still this comment: another pinned meanwhile stays.
      if (args.pinned === true) await context.store.setPinnedComment(post.id, comment.id);
      else await context.store.unpinComment(post.id, comment.id);
      const pinned = (await context.store.getPost(post.id))!.pinnedCommentId;
      return { id: post.id, title: post.title, url: post.url, closed: post.closed, pinnedCommentID: pinned };
    },
    async closePost(_: unknown, args: Args, context: GraphQLContext) {
      const locale = args.locale as Locale;
      const { post, blog } = await postAndBlog(context, args.postID as string, locale);
      requireAuthor(context, blog, locale);
      const closed = args.closed === true;
      await context.store.setPostClosed(post.id, closed);
      return { id: post.id, title: post.title, url: post.url, closed, pinnedCommentID: post.pinnedCommentId };
    },
    async blockWriter(_: unknown, args: Args, context: GraphQLContext) {
      const { comment, blog, locale } = await authorsComment(context, args);
      const days = args.days as number;
      if (!Number.isInteger(days) || days < 1 || days > 365) throw refuse(locale, 'blockDays', 'BAD_USER_INPUT');
      const kind = args.by as BlockKind;
      const block = await blockOf(context.store, comment, kind);
      if (!block) throw refuse(locale, kind === 'email' ? 'noEmail' : 'noAddress', 'BAD_USER_INPUT');
      const until = new Date(Date.now() + days * 86_400_000);
      await context.store.blockWriter(blog.id, block.kind, block.value, until);
      return { until: until.toISOString() };
    },
    approveComment: (_: unknown, args: Args, context: GraphQLContext) => moderate(context, args, 'approve'),
    rejectComment: (_: unknown, args: Args, context: GraphQLContext) => moderate(context, args, 'reject'),
    deleteComment: (_: unknown, args: Args, context: GraphQLContext) => moderate(context, args, 'delete'),
  },
};
