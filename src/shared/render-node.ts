import type { ReaderPage } from './comments/options.ts';
import { readerPage as pageOf } from './no-script.tsx';
import { renderCommentSection as render } from './render-comments.tsx';

export type { ReaderPage };
/**
 * What a reader without script asked for, from the page's own query (docs/server-rendering.md "Without JavaScript"). Declared
 * here rather than re-exported: the package's declarations then name ReaderPage alone, not no-script.tsx's
 * own imports (the section's components and words).
 */
export const readerPage: (query: URLSearchParams | Record<string, unknown>) => ReaderPage = pageOf;
import { renderCommentCount as countLink, renderLastComments as lastList } from './render-small.ts';

/** Where a blog platform rendering its pages in Node reaches the Porchlight server, and how. */
export interface ServerOptions {
  /** Where this process reaches the Porchlight server (`http://porchlight:8080`): its API and its count. */
  server: string;
  /** Where the page's widgets reach the API, as their `data-api-base`: `''`, the page's own origin, by default. */
  apiBase?: string;
  /** The fetch to reach the server with: Node's own by default. */
  fetch?: typeof fetch;
}

/** What a blog platform rendering its pages in Node says about a post's comment section. */
export interface NodeRenderOptions extends ServerOptions {
  postId: string;
  locale?: string;
  headingLevel?: string | number;
  /** What a reader without script asked for: `readerPage(new URL(request.url).searchParams)`. */
  page?: ReaderPage;
}

/** A post's number of visible comments, from the server's count endpoint; null when it answers none. */
async function countOf({ server, fetch: fetchFn = fetch }: ServerOptions, postId: string): Promise<number | null> {
  const answer = await fetchFn(
    `${server.replace(/\/$/, '')}/comments/count?postID=${encodeURIComponent(postId)}&callback=count`,
  );
  if (answer.status === 404) throw new Error(`the server does not know post "${postId}"`);
  const found = /^count\((\d+)\);$/.exec(await answer.text());
  return found ? Number(found[1]) : null;
}

/** Answers the widgets' API requests (made to `apiBase`) from the server this process reaches. */
function serverFetch({ server, apiBase = '', fetch: fetchFn = fetch }: ServerOptions) {
  const origin = server.replace(/\/$/, '');
  return (url: string, init: RequestInit) => fetchFn(`${origin}${url.slice(apiBase.replace(/\/$/, '').length)}`, init);
}

/**
 * The comment section as HTML, for blog platforms that render their pages in
 * Node (docs/server-rendering.md "Comments as HTML"): the very markup `GET /comments/html`
 * answers, asked of the server as an anonymous reader's browser would ask
 * it. Put it inside the page's `<div data-porchlight="comments">`; the
 * loader then upgrades it on the reader's first move. Rejects when the
 * server cannot be reached or does not know the post.
 */
export function renderCommentSection(options: NodeRenderOptions): Promise<string> {
  return render({
    postId: options.postId,
    locale: options.locale,
    headingLevel: options.headingLevel,
    apiBase: options.apiBase ?? '',
    fetch: serverFetch(options),
    count: (postId) => countOf(options, postId),
    page: options.page,
  });
}

/** A comment count's link (`<span data-porchlight="comment-count">` holds it), as `/comments/count/html` answers it. */
export async function renderCommentCount(
  options: ServerOptions & { postId: string; locale?: string; href?: string },
): Promise<string> {
  return countLink({ count: await countOf(options, options.postId), href: options.href, locale: options.locale });
}

/** A blog's last comments (`<div data-porchlight="last-comments">` holds them), as `/comments/last/html` answers them. */
export function renderLastComments(
  options: ServerOptions & { blogId: string; locale?: string; headingLevel?: string | number },
): Promise<string> {
  return lastList({
    blogId: options.blogId,
    locale: options.locale,
    headingLevel: options.headingLevel,
    apiBase: options.apiBase ?? '',
    fetch: serverFetch(options),
  });
}
