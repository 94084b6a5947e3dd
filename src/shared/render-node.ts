import { renderCommentSection as render } from './render-comments.tsx';

/** What a blog platform rendering its pages in Node says about a post's comment section. */
export interface NodeRenderOptions {
  postId: string;
  locale?: string;
  headingLevel?: string | number;
  /** Where this process reaches the Porchlight server (`http://porchlight:8080`): its API and its count. */
  server: string;
  /** Where the page's widgets reach the API, as their `data-api-base`: `''`, the page's own origin, by default. */
  apiBase?: string;
  /** The fetch to reach the server with: Node's own by default. */
  fetch?: typeof fetch;
}

/**
 * The comment section as HTML, for blog platforms that render their pages in
 * Node (README "Comments as HTML"): the very markup `GET /comments/html`
 * answers, asked of the server as an anonymous reader's browser would ask
 * it. Put it inside the page's `<div data-porchlight="comments">`; the
 * loader then upgrades it on the reader's first move. Rejects when the
 * server cannot be reached or does not know the post.
 */
export async function renderCommentSection(options: NodeRenderOptions): Promise<string> {
  const { server, apiBase = '', fetch: fetchFn = fetch } = options;
  const origin = server.replace(/\/$/, '');
  const local = (url: string) => `${origin}${url.slice(apiBase.replace(/\/$/, '').length)}`;
  return render({
    postId: options.postId,
    locale: options.locale,
    headingLevel: options.headingLevel,
    apiBase,
    fetch: (url, init) => fetchFn(local(url), init),
    async count(postId) {
      const answer = await fetchFn(`${origin}/comments/count?postID=${encodeURIComponent(postId)}&callback=count`);
      if (answer.status === 404) throw new Error(`the server does not know post "${postId}"`);
      const found = /^count\((\d+)\);$/.exec(await answer.text());
      return found ? Number(found[1]) : null;
    },
  });
}
