import { renderToString } from 'react-dom/server';
import type { FetchLike } from '../api/graphql.ts';
import { CommentSection } from '../widgets/comments/components/comment-section.tsx';
import { en } from '../widgets/comments/messages/en.ts';
import { fr } from '../widgets/comments/messages/fr.ts';
import { createCommentsWidget, serverSectionUid, type CommentsEnv } from '../widgets/comments/widget.ts';

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
    messages: async (locale) => (locale === 'fr' ? fr : en),
    interactive: notOnTheServer,
  };
  const widget = createCommentsWidget(
    { postId: options.postId, locale: options.locale, headingLevel: options.headingLevel, apiBase: options.apiBase, uid: serverSectionUid(options.postId), firstSlice: Infinity },
    env,
  );
  const [total] = await Promise.all([options.count(options.postId).catch(() => null), widget.load()]);
  // A failure is the server's to answer (a 503 no cache keeps), never markup that says so to every reader.
  if (widget.comments.status.peek() !== 'ready') throw new Error(`the comments of post ${options.postId} could not be loaded`);
  widget.total.value = total;
  return renderToString(<CommentSection widget={widget} />);
}
