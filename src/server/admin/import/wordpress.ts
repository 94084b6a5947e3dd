import {
  child,
  children,
  count,
  ExportError,
  isoDate,
  textOf,
  type CommentExport,
  type ExportedComment,
} from './comment-export.ts';
import type { Document, Element } from 'domhandler';
import { htmlToText, NESTED_TOO_DEEP } from './html-text.ts';

/**
 * A WordPress export (Tools → Export: WXR, RSS 2.0 with the `wp:`
 * elements): each `<item>` is a post or page named by its `<link>`, its
 * `<wp:comment>` elements the comments, with `wp:comment_parent` naming
 * the one answered (0: none). Comment ids are per site, so the source is
 * `wordpress:` and the site's address. Pingbacks and trackbacks are not
 * comments; spam and trash are not imported; unapproved ones wait here too.
 */
export function readWordPress(document: Document): CommentExport {
  const channel = child(child(document, 'rss') ?? document, 'channel');
  if (!channel) throw new ExportError('not a WordPress export: no <rss><channel>');
  const site = textOf(channel, 'wp:base_blog_url') || textOf(channel, 'link');
  if (!site) throw new ExportError('not a WordPress export: the channel names no site (<link>)');
  const skipped = new Map<string, number>();
  const comments: ExportedComment[] = [];
  for (const item of children(channel, 'item')) {
    const pageUrl = textOf(item, 'link');
    for (const comment of children(item, 'wp:comment')) {
      const read = readComment(comment, pageUrl, skipped);
      if (read) comments.push(read);
    }
  }
  return { source: `wordpress:${site}`, format: 'WordPress', comments, skipped };
}

function readComment(comment: Element, pageUrl: string, skipped: Map<string, number>): ExportedComment | null {
  const sourceId = textOf(comment, 'wp:comment_id');
  const type = textOf(comment, 'wp:comment_type');
  const approved = textOf(comment, 'wp:comment_approved');
  if (!sourceId) return (count(skipped, 'without an id'), null);
  if (type === 'pingback' || type === 'trackback') return (count(skipped, `${type}s`), null);
  if (approved === 'spam') return (count(skipped, 'spam'), null);
  if (approved === 'trash') return (count(skipped, 'in the trash'), null);
  if (!pageUrl) return (count(skipped, 'on an item without a link'), null);
  const parent = textOf(comment, 'wp:comment_parent');
  // The GMT date, when WordPress kept one ("0000-00-00 00:00:00" when it did not); else the site's local
  // date, whose zone the export does not say, read as UTC so that every machine reads it alike.
  const gmt = textOf(comment, 'wp:comment_date_gmt');
  const written = gmt && !gmt.startsWith('0000') ? gmt : textOf(comment, 'wp:comment_date');
  const createdAt = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(written) ? isoDate(`${written.replace(' ', 'T')}Z`) : null;
  const body = htmlToText(textOf(comment, 'wp:comment_content'), { lineBreaks: 'kept' });
  if (body === null) return (count(skipped, NESTED_TOO_DEEP), null);
  return {
    sourceId,
    parentSourceId: parent && parent !== '0' ? parent : null,
    pageUrl,
    name: textOf(comment, 'wp:comment_author'),
    email: textOf(comment, 'wp:comment_author_email') || null,
    website: textOf(comment, 'wp:comment_author_url') || null,
    body,
    createdAt,
    isVisible: approved === '1',
  };
}
