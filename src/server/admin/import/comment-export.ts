import { parseDocument } from 'htmlparser2';
import { isTag, type Document, type Element } from 'domhandler';
import { MAX_NESTING, nestsWithinLimit } from './nesting.ts';
import { textContent } from './text-content.ts';

/**
 * Comments exported by another system, read into one neutral shape that
 * `importComments` (apply.ts) writes: each comment with the id its system
 * gave it, the id of the comment it answers, and the address of the page it
 * was written on, which names the post.
 */
export interface ExportedComment {
  sourceId: string;
  /** The comment it answers, by its system's id; null for a comment on the page itself. */
  parentSourceId: string | null;
  /** The page it was written on, as its system knew it. */
  pageUrl: string;
  name: string;
  email: string | null;
  website: string | null;
  /** Plain text. */
  body: string;
  /** ISO 8601 in UTC; null when the export's date does not read as one. */
  createdAt: string | null;
  /** False for a comment waiting for approval there: it waits here too. */
  isVisible: boolean;
}

export interface CommentExport {
  /** Which system, and for systems whose ids are per site, which site: ids are unique within it. */
  source: string;
  format: 'Disqus' | 'WordPress';
  comments: ExportedComment[];
  /** What the export holds that is not a comment to import (deleted, spam, pingbacks), by reason. */
  skipped: Map<string, number>;
}

/** An export that cannot be read as any format here. */
export class ExportError extends Error {}

/**
 * XML read with htmlparser2 in XML mode: it resolves no external entity and
 * expands no entity a document declares, so an export cannot make the
 * import read files or swell without bound; and elements nested past
 * MAX_NESTING are refused before the parse (nesting.ts).
 */
export function readXml(text: string): Document {
  if (!nestsWithinLimit(text, { xmlMode: true }))
    throw new ExportError(`its elements nest more than ${MAX_NESTING} deep, as no Disqus or WordPress export does`);
  return parseDocument(text, { xmlMode: true, decodeEntities: true });
}

/** The child elements named `name` (names as written, with their prefix: `wp:comment`). */
export const children = (parent: Element | Document, name: string): Element[] =>
  parent.children.filter((node): node is Element => isTag(node) && node.name === name);

export const child = (parent: Element | Document, name: string): Element | undefined => children(parent, name)[0];

/** The text of a child element, trimmed; '' when there is none. */
export const textOf = (parent: Element, name: string): string => {
  const found = child(parent, name);
  return found ? textContent(found).trim() : '';
};

/** A date as the export writes it, as ISO 8601 in UTC; null when it is none. */
export function isoDate(text: string): string | null {
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const count = (skipped: Map<string, number>, reason: string) =>
  skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
