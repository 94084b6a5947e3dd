import { createCookieJar } from '../../adapters/cookies.ts';
import type { JsonpWindow } from '../../adapters/jsonp.ts';
import { withinLimit } from '../../shared/api/time-limit.ts';
import { systemTimer } from '../../shared/timer.ts';
import type { CommentsEnv } from '../../shared/comments/widget.ts';
import { lazyChunks } from './lazy.ts';
import { locales } from './words/locales.ts';

/**
 * The comment section's side effects in a browser (shared/comments/widget.ts
 * declares them): the page's cookies, and the code that comes after reading
 * begins, each chunk loaded when first needed. The server's renderer gives
 * its own (shared/render-comments.tsx), so it never reaches these chunks.
 */
/** The order a reader picked, kept by the blog's own site (docs/embedding.md "Sorting"). */
const ORDER_KEY = 'porchlight-comment-order';

export function browserEnv(): CommentsEnv {
  return {
    fetch: (url, init) => fetch(url, init),
    cookies: createCookieJar(document),
    pageLang: document.documentElement.lang,
    languages: navigator.languages,
    now: systemTimer.now,
    effects: async () => (await lazyChunks.interactive()).browserEffects(),
    // Loaded when asked: a section upgraded over the server's markup has its number already.
    count: async (url, query) =>
      (await (await import('../../adapters/jsonp.ts')).jsonp(window as unknown as JsonpWindow, url, query))[0],
    // The captcha's glue loads with the form; the provider's script only when a form opens, so readers who only read make no third-party request.
    recaptcha: async (src) => (await lazyChunks.interactive()).loadRecaptcha(window, src),
    robotProof: async (url) =>
      (await lazyChunks.proofOfWork()).createProofOfWork(url, { limit: withinLimit, now: systemTimer.now }),
    // English is built in; another locale's words are a chunk of their own, beside the first answer, in the request limit.
    // A chunk without words (an answer that was no chunk of ours) fails as a failed request does: English.
    messages: async (locale) => (await withinLimit(() => locales(locale))).words ?? Promise.reject(),
    interactive: lazyChunks.interactive,
    revealComment: lazyChunks.revealComment,
    ownEditor: lazyChunks.ownEditor,
    moderation: lazyChunks.moderation,
    formatting: lazyChunks.formatting,
    savedOrder: {
      read: () => {
        // A link to one comment looks for it newest first (ui/reveal-comment.ts): the reader's order waits for their next visit.
        if (location.hash.startsWith('#ob-comment-')) return null;
        try {
          return localStorage.getItem(ORDER_KEY);
        } catch {
          return null; // storage blocked: newest first
        }
      },
      write: (order) => {
        try {
          localStorage.setItem(ORDER_KEY, order);
        } catch {
          // storage blocked: the order holds for this visit
        }
      },
    },
  };
}
