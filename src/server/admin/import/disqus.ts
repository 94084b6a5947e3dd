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
import type { Document } from 'domhandler';
import { htmlToText, NESTED_TOO_DEEP } from './html-text.ts';

/**
 * A Disqus comments export (Admin → Community → Export; the XML of
 * disqus.com/api/schemas/1.0/disqus.xsd): `<thread>` elements name the
 * pages by their `<link>`, `<post>` elements are the comments, each naming
 * its thread and, for a reply, its parent by `dsq:id`. Messages are HTML.
 * Disqus ids are Disqus-wide, so the source is `disqus` alone.
 */
export function readDisqus(document: Document): CommentExport {
  const root = child(document, 'disqus');
  if (!root) throw new ExportError('not a Disqus export: its root element is not <disqus>');
  const pages = new Map<string, string>();
  for (const thread of children(root, 'thread')) {
    const id = thread.attribs['dsq:id'];
    const link = textOf(thread, 'link');
    if (id && link) pages.set(id, link);
  }
  const skipped = new Map<string, number>();
  const comments: ExportedComment[] = [];
  let body: string | null;
  for (const post of children(root, 'post')) {
    const sourceId = post.attribs['dsq:id'];
    const pageUrl = pages.get(child(post, 'thread')?.attribs['dsq:id'] ?? '');
    if (!sourceId) count(skipped, 'without an id');
    else if (textOf(post, 'isDeleted') === 'true') count(skipped, 'deleted there');
    else if (textOf(post, 'isSpam') === 'true') count(skipped, 'spam');
    else if (!pageUrl) count(skipped, 'on a thread the export does not hold');
    else if ((body = htmlToText(textOf(post, 'message'))) === null) count(skipped, NESTED_TOO_DEEP);
    else {
      const author = child(post, 'author');
      comments.push({
        sourceId,
        parentSourceId: child(post, 'parent')?.attribs['dsq:id'] || null,
        pageUrl,
        name: author ? textOf(author, 'name') || textOf(author, 'username') : '',
        email: author ? textOf(author, 'email') || null : null,
        website: author ? textOf(author, 'link') || textOf(author, 'url') || null : null,
        body,
        createdAt: isoDate(textOf(post, 'createdAt')),
        isVisible: textOf(post, 'isApproved') !== 'false',
      });
    }
  }
  return { source: 'disqus', format: 'Disqus', comments, skipped };
}
