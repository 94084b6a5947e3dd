import type { FetchLike } from './api/graphql.ts';
import { createGraphql } from './api/graphql.ts';
import { lastCommentsApi } from './api/last-comments.ts';
import { countLocale, countText } from './count-text.ts';
import { loadLastComments } from './last-comments/last-comments.ts';
import { MESSAGES } from './last-comments/messages.ts';
import { translator } from './i18n.ts';
import { escapeHtml } from './escape.ts';

/**
 * Marks markup the server rendered in a count or last-comments element: the
 * loader sees it and loads nothing for that element, the markup being
 * already what the widget would make of it.
 */
export const RENDERED = 'data-porchlight-rendered';

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
  return `<a href="${escapeHtml(href)}" ${RENDERED}>${escapeHtml(countText(count, countLocale(locale)))}</a>`;
}

/** The last comments' heading in `locale` (English otherwise), for a page that writes it inside the element. */
export const lastCommentsHeading = (locale: string): string => (MESSAGES[locale] ?? MESSAGES.en)!.heading;

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
  const locale = options.locale ?? 'en';
  const t = translator(MESSAGES[locale] ?? MESSAGES.en, MESSAGES.en);
  const api = lastCommentsApi(
    createGraphql(options.fetch, `${(options.apiBase ?? '').replace(/\/$/, '')}/comments/graphql`),
  );
  const links = await loadLastComments(api, options.blogId, locale);
  const level = Math.min(6, Math.max(1, Number(options.headingLevel) || 2));
  const items = links
    .map(
      (link) =>
        `<li><a href="${escapeHtml(link.href)}"><span class="pl-lc-text">${escapeHtml(link.text)}</span> <span class="pl-lc-post">${escapeHtml(t('onPost', { title: link.postTitle }))}</span></a></li>`,
    )
    .join('');
  const body = links.length
    ? `<ul class="pl-lc-list" ${RENDERED}>${items}</ul>`
    : `<p class="pl-lc-empty" ${RENDERED}>${escapeHtml(t('empty'))}</p>`;
  return `<h${level} class="pl-lc-heading">${escapeHtml(t('heading'))}</h${level}>${body}<p class="pl-lc-status" role="status"></p>`;
}
