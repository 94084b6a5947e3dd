import { escapeHtml } from '../../shared/escape.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Post } from '../store/store.ts';
import { feedWords } from './feed-words.ts';

/** Where a post's comments feed is, as the page links it. */
export const postFeedPath = (postId: string, locale: string) => `/comments/feeds/posts/${postId}.atom?locale=${locale}`;
export const blogFeedPath = (blogId: string, locale: string) => `/comments/feeds/blogs/${blogId}.atom?locale=${locale}`;

/** The `<link>` a page (its head) or the section's fragment carries, for feed readers to find. */
export const feedLink = (post: Post, locale: Locale) =>
  `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedWords[locale]('feedLink', { title: post.title }))}" href="${escapeHtml(postFeedPath(post.id, locale))}">`;
