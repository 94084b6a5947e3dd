import { importAt } from '../../adapters/import-by-address.ts';
import { REQUEST_LIMIT_MS } from '../../shared/api/request-limits.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import { addStyle } from '../../shared/ui/style.ts';

type Mount = { mount(el: HTMLElement, options: CommentsOptions): () => void };
/**
 * A file of this build, beside this one: build.mjs gives this file its own copy of import-by-address.ts
 * (shared with the section's code, it would split into a chunk), so an address relative to the import
 * is relative to this file. One attempt, not retryingImport: this mount asks for each file once
 * (comments.js only when the section as HTML or comments-read.js could not be had), and what fails
 * last leaves the mount point as the page wrote it, with no later attempt to ask at a new address.
 */
const sibling = (file: string) => importAt(`./${file}`) as Promise<Mount>;

/** The answer's text, or a failure that says what came instead. */
const textOf = async (answer: Response) => {
  if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}`);
  return answer.text();
};

/**
 * `comments-fetch.js`, placeholder mode, the loader's default for an empty
 * section whose API is on the page's origin: the section the server renders
 * (`/comments/html`) in one request and no runtime, into the space
 * widgets.css holds, then comments-read.js, as for a section a server-side
 * include put in the page. Markup from this blog's own comment server, as
 * such an include would put it. Its look, comments.css, comes beside it
 * unless the page has it already (linked or inlined: the stylesheet marks
 * the mount point `--porchlight-comments-look`), so the README's first
 * snippet, the loader and widgets.css, reads as a styled section. Without
 * either (an error, no answer in 10 s) the section renders in the page as
 * it does without server markup.
 */
export function mount(el: HTMLElement, options: CommentsOptions = {}): () => void {
  const { apiBase = '', postId = '', locale = document.documentElement.lang, headingLevel = 2 } = options;
  let live = true;
  let unmount: (() => void) | undefined;
  const reader = sibling('comments-read.js');
  // The page's own say in which comments show (a sort form sent before the section was live, a link): the upgrade reads the same.
  const page = new URLSearchParams(location.search);
  // PAGE_PARAMS (shared/comments/reader-page.ts) written out: imported, that module would split into a chunk of its
  // own beside the section's (tests/unit/widgets/comments/fetch-params.test.ts holds the two lists together).
  const asked = ['comments_after', 'comments_thread', 'comments_order']
    .map((name) => (page.get(name) ? `&${name}=${encodeURIComponent(page.get(name)!)}` : ''))
    .join('');
  // The platform's own limit, not withinLimit: that code, imported, would split with the timer into a chunk of its
  // own beside the section's. The number is the request limit all the same.
  const fetchText = (address: string | URL, cache?: RequestCache) =>
    fetch(address, { cache, signal: AbortSignal.timeout(REQUEST_LIMIT_MS) }).then(textOf);
  const look = getComputedStyle(el).getPropertyValue('--porchlight-comments-look')
    ? Promise.resolve('')
    : fetchText(new URL('comments.css', import.meta.url));
  // Both awaited once the HTML is in: when that fails first, its failure is the one reported.
  look.catch(() => {});
  reader.catch(() => {});
  // Asked again each time, never read from what the browser keeps (shared-cache.ts BROWSER_SECONDS): a reader who
  // just wrote and reloads reads the instance's section, not their browser's older copy (docs/self-hosting.md
  // "Reads a CDN can hold" says what a cache in front does); an unchanged section comes back as a 304.
  fetchText(
    `${apiBase.replace(/\/$/, '')}/comments/html?postID=${encodeURIComponent(postId)}&locale=${encodeURIComponent(locale)}&headingLevel=${encodeURIComponent(headingLevel)}${asked}`,
    'no-cache',
  )
    .then(async (html) => {
      // Parsed as the page parses (a template's would not: its inert document runs no script, so the
      // <noscript> parts, meant for readers without script, would come alive here).
      const section = document.createRange().createContextualFragment(html);
      if (!section.firstElementChild?.matches('.pl-comments')) throw new Error('the answer is not a comment section');
      // Such a fragment's scripts would run once inserted (a template's would not): it carries none, and none runs.
      section.querySelectorAll('script').forEach((script) => script.remove());
      const [{ mount }, css] = await Promise.all([reader, look]);
      if (!live) return;
      // The same style element the section drawn here adds (comments-widget.tsx): once in the page, whichever came first.
      if (css) addStyle(document, 'porchlight-comments-css', css);
      el.replaceChildren(section);
      unmount = mount(el, options);
    })
    .catch(async (error) => {
      if (!live) return;
      console.warn('[porchlight] the comment section as HTML could not be had; rendering it here:', error);
      const { mount } = await sibling('comments.js');
      if (live) unmount = mount(el, options);
    })
    // The section's own code that could not be had either: the mount point stays as the page wrote it, and says why.
    .catch((error) => console.error('[porchlight] comments failed:', error));
  return () => {
    live = false;
    unmount?.();
  };
}
