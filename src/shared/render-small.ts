import type { FetchLike } from './api/graphql.ts';
import { createGraphql } from './api/graphql.ts';
import { lastCommentsApi } from './api/last-comments.ts';
import { all as countAll } from './comment-count/messages/locales.ts';
import { countText } from './count-text.ts';
import { loadLastComments } from './last-comments/last-comments.ts';
import { all as lastAll } from './last-comments/messages/locales.ts';
import { translators } from './i18n.ts';
import { textDirection, resolveLocale } from './locale.ts';
import { escapeHtml } from './escape.ts';

const countWords = translators(countAll);
const lastWords = translators(lastAll);
/**
 * What a right-to-left locale's markup carries: the page around it may be written the other way, and the
 * server cannot know (a page in that language says so itself, and the attribute then changes nothing).
 */
const direction = (locale: string) => (textDirection(locale) == 'rtl' ? ' dir="rtl"' : '');

/**
 * Marks markup the server rendered in a count or last-comments element: the
 * loader sees it and loads nothing for that element, the markup being
 * already what the widget would make of it.
 */
export const RENDERED = 'data-porchlight-rendered';

/** A comment count's words in `locale` (English otherwise), each locale's plural: "7 commentaires". */
export const countLabel = (count: number | null, locale: string): string =>
  countText(count, countWords[resolveLocale(locale, undefined)]);

/** A comment count as the widget shows it once the count has come (comment-count/index.ts): one link. */
export function renderCommentCount({
  count,
  href = '#comments',
  locale = 'en',
}: {
  count: number | null;
  href?: string;
  locale?: string;
}): string {
  // A path, a fragment or an http(s) address: never `javascript:` from a query string.
  if (!/^(\/(?!\/)|#|https?:\/\/)/i.test(href)) href = '#comments';
  const spoken = resolveLocale(locale, undefined);
  return `<a href="${escapeHtml(href)}" ${RENDERED}${direction(spoken)}>${escapeHtml(countLabel(count, spoken))}</a>`;
}

/** The last comments' heading in `locale` (English otherwise), for a page that writes it inside the element. */
export const lastCommentsHeading = (locale: string): string => lastWords[resolveLocale(locale, undefined)]('heading');

export interface RenderLastCommentsOptions {
  blogId: string;
  locale?: string;
  headingLevel?: string | number;
  /** Answers RootLastComments as an anonymous reader's browser would be answered. */
  fetch: FetchLike;
  apiBase?: string;
}

/**
 * Last comments as the widget renders them once loaded (last-comments/index.ts):
 * its heading, the list of links (comment text, post title) or the note that
 * there are none, and its status line, empty. Rejects when they cannot be had.
 */
export async function renderLastComments(options: RenderLastCommentsOptions): Promise<string> {
  const locale = resolveLocale(options.locale, undefined);
  const t = lastWords[locale];
  const api = lastCommentsApi(
    createGraphql(options.fetch, `${(options.apiBase ?? '').replace(/\/$/, '')}/comments/graphql`),
  );
  const links = await loadLastComments(api, options.blogId, locale);
  const level = Math.min(6, Math.max(1, Number(options.headingLevel) || 2));
  const items = links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"><span class="pl-lc-text" lang="${escapeHtml(link.lang)}">${escapeHtml(link.text)}</span> <span class="pl-lc-post">${escapeHtml(t('onPost', { title: link.postTitle }))}</span></a></li>`,
    )
    .join('');
  const body = links.length
    ? `<ul class="pl-lc-list" ${RENDERED}${direction(locale)}>${items}</ul>`
    : `<p class="pl-lc-empty" ${RENDERED}${direction(locale)}>${escapeHtml(t('empty'))}</p>`;
  return `<h${level} class="pl-lc-heading"${direction(locale)}>${escapeHtml(t('heading'))}</h${level}>${body}<p class="pl-lc-status" role="status"></p>`;
}
