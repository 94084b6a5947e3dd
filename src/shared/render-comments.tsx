import { renderToString } from 'react-dom/server';
import type { FetchLike } from './api/graphql.ts';

export type { FetchLike };
import { CommentSection } from './comments/components/comment-section.tsx';
import { all as sectionWords } from './comments/messages/locales.ts';
import { createCommentsWidget, serverSectionUid, type CommentsEnv, type CommentsWidget } from './comments/widget.ts';
import { noScriptParts } from './no-script.tsx';
import type { ReaderPage } from './comments/options.ts';
import { openThread } from './comments/reader-page.ts';

/** What a page that renders its comment section on the server says about it. */
export interface RenderCommentSectionOptions {
  postId: string;
  locale?: string;
  headingLevel?: string | number;
  /** Where the API lives, as the widget's `apiBase` (the links the markup carries start there). */
  apiBase?: string;
  /** Answers the section's GraphQL requests as an anonymous reader's would be (the reference server runs them in-process). */
  fetch: FetchLike;
  /** The number of visible comments, for the heading "Comments (N)"; null when unknown. */
  count(postId: string): Promise<number | null>;
  /** Which comments a reader without script asked for (shared/no-script.tsx); the first page by default. */
  page?: ReaderPage;
}

const notOnTheServer = () => Promise.reject(new Error('the server renders the reading section only'));

/**
 * The comment section as HTML (issue: comments readable before any script):
 * the same components the widget renders, with the same data an anonymous
 * reader's first request brings, so the markup is what the client would
 * render. Every reader gets the same bytes: no cookies, no viewer, dates in
 * UTC, every thread of the first page at once, ids named after the post.
 */
export async function renderCommentSection(options: RenderCommentSectionOptions): Promise<string> {
  const page = options.page ?? {};
  const [total, widget] = await Promise.all([options.count(options.postId).catch(() => null), loaded(options, page)]);
  widget.total.value = total;
  return renderToString(<CommentSection widget={widget} />);
}

/** The section's stores, loaded as `page` asks; a page that cannot be had (a stale cursor) gives the first (comments-store.ts). */
async function loaded(options: RenderCommentSectionOptions, page: ReaderPage): Promise<CommentsWidget> {
  const env: CommentsEnv = {
    fetch: options.fetch,
    cookies: { read: () => null, forget: () => {} },
    pageLang: options.locale ?? 'en',
    languages: [],
    timeZone: 'UTC',
    effects: notOnTheServer,
    count: notOnTheServer,
    recaptcha: notOnTheServer,
    robotProof: notOnTheServer,
    // Every locale at once: the server has them all, and renders the words of the section alone.
    messages: async (locale) => ({ section: sectionWords[locale] }),
    interactive: notOnTheServer,
    revealComment: notOnTheServer,
    ownEditor: notOnTheServer,
    formatting: notOnTheServer,
    moderation: notOnTheServer,
  };
  const uid = serverSectionUid(options.postId);
  const apiBase = (options.apiBase ?? '').replace(/\/$/, '');
  const widget = createCommentsWidget(
    {
      postId: options.postId,
      locale: options.locale,
      headingLevel: options.headingLevel,
      apiBase,
      uid,
      firstSlice: Infinity,
      after: page.after,
      order: page.order,
    },
    env,
  );
  await widget.load();
  const { comments } = widget;
  if (comments.status.peek() !== 'ready') {
    // A failure is the server's to answer (a 503 no cache keeps), never markup that says so to every reader.
    throw new Error(`the comments of post ${options.postId} could not be loaded`);
  }
  // A reader without script asked for one thread's every reply.
  if (!(await openThread(comments, page.thread)))
    throw new Error(`the replies to comment ${page.thread} could not be loaded`);
  widget.noScript = noScriptParts({
    postId: widget.postId,
    locale: widget.locale,
    apiBase,
    uid,
    page,
    cursor: comments.moreComments.peek() ? comments.cursor() : null,
    nameOf: (id) => comments.find(id)?.user.name.trim() || widget.t.peek()('anonymous'),
  });
  return widget;
}
