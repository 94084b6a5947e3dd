import { createResultCache } from '../graphql/result-cache.ts';
import type { ReaderPage } from '../../shared/comments/options.ts';
import { resolveLocale } from '../../shared/locale.ts';
import type { ChangeListener } from '../store/store.ts';
import type { Renderers } from './renderers.ts';
import { UNCOUNTED, type CacheMetrics } from '../metrics/parts.ts';

/**
 * How long a rendered section is kept at most. Every change the database knows of drops it at once; this is
 * only the bound on what no write tells, should there ever be such a change.
 */
export const RENDERED_MS = 5 * 60_000;

/** The renderers, keeping what they render: what a request for something kept costs is sending it. */
export interface KeptRenderers extends Renderers {
  /** Whether the section and its feed link, as these would be asked for, would be sent from what is kept. */
  isKept(postId: string, locale: string, headingLevel?: string, page?: ReaderPage): boolean;
}

/** What keeps rendered sections: the renderers it keeps for, and the two ways it hears of changes. */
export interface RenderedKeeper {
  keep(renderers: Renderers): KeptRenderers;
  /** Told by the store of changes made elsewhere (another instance, the admin command). */
  listener: ChangeListener;
  /**
   * Called by the in-process API before each change it runs (`changed` false: nothing rendered across it is kept)
   * and after (`changed`: whether it may have changed anything): whatever this server writes drops all.
   */
  written(changed: boolean): void;
}

/**
 * A post's section, per locale, heading level and reader's page (its cursor, thread and order), and its feed link,
 * kept as rendered until what they show changes (docs/self-hosting.md "Rendered sections"): this server's own
 * writes drop everything at once, and a change told by the store drops the post's, or everything when it cannot
 * say which post. While the store cannot tell changes (its listening connection is lost), nothing is kept or
 * sent from what was.
 */
export function createRenderedKeeper({
  now = Date.now,
  maxEntries = 500,
  metrics = UNCOUNTED.sections,
}: {
  now?: () => number;
  maxEntries?: number;
  /** Told whether each section asked for was sent from what is kept (docs/self-hosting.md "Metrics"). */
  metrics?: CacheMetrics;
} = {}): RenderedKeeper {
  const cache = createResultCache({ ttlMs: RENDERED_MS, maxEntries, now });
  let told = false;
  const sectionKey = (postId: string, locale: string, headingLevel?: string, page?: ReaderPage) =>
    JSON.stringify([
      'section',
      postId,
      resolveLocale(locale, undefined),
      headingLevel ?? '',
      page?.after ?? '',
      page?.thread ?? '',
      page?.order ?? '',
      page?.others ?? '',
    ]);
  const feedKey = (postId: string, locale: string) =>
    JSON.stringify(['feed', postId, resolveLocale(locale, undefined)]);
  /** What `make` renders for `postId`, from what is kept when it is; an unknown post ('' or null) is never kept. */
  async function kept<T extends string | null>(
    key: string,
    postId: string,
    make: () => Promise<T>,
    counted?: CacheMetrics,
  ): Promise<T> {
    if (!told) {
      counted?.miss();
      return make();
    }
    const hit = cache.get(key);
    if (hit !== undefined) {
      counted?.hit();
      return hit as T;
    }
    counted?.miss();
    const generation = cache.generation();
    const made = await make();
    if (made) cache.set(key, made, generation, postId);
    return made;
  }
  return {
    keep: (render) => ({
      ...render,
      section: (postId, locale, headingLevel, page) =>
        // The sections are what is counted; their feed links ride along with them.
        kept(
          sectionKey(postId, locale, headingLevel, page),
          postId,
          () => render.section(postId, locale, headingLevel, page),
          metrics,
        ),
      feedLink: (postId, locale) => kept(feedKey(postId, locale), postId, () => render.feedLink(postId, locale)),
      isKept: (postId, locale, headingLevel, page) =>
        told && cache.has(sectionKey(postId, locale, headingLevel, page)) && cache.has(feedKey(postId, locale)),
    }),
    listener: {
      changed: (postId) => (postId === null ? cache.clear() : cache.drop(postId)),
      lost() {
        told = false;
        cache.clear();
      },
      watching() {
        cache.clear();
        told = true;
      },
    },
    written: (changed) => (changed ? cache.clear() : cache.fence()),
  };
}
