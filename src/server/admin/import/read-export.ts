import { child, ExportError, readXml, type CommentExport } from './comment-export.ts';
import { readDisqus } from './disqus.ts';
import { readWordPress } from './wordpress.ts';

/** A Disqus or WordPress export, told apart by its root element. */
export function readExport(text: string): CommentExport {
  const document = readXml(text);
  if (child(document, 'disqus')) return readDisqus(document);
  if (child(document, 'rss')) return readWordPress(document);
  throw new ExportError('not a Disqus export (<disqus>) nor a WordPress export (<rss> with wp: elements)');
}
