import type { Locale } from '../../shared/locale.ts';
import { ROW_ID_DIGITS } from '../../shared/row-id.ts';
import { HTML_ENTITIES } from '../../shared/escape.ts';
import type { CommentOrder } from '../store/store.ts';

/**
 * How comments read on the wire: the body HTML-escaped with line
 * breaks as `<br>` (so a client that inserts it as HTML stays safe and one
 * that reads it as text only has `<br>` to turn back), dates as display
 * strings in the reader's locale, in UTC so every reader of a thread sees
 * the same time.
 */
const ESCAPED = /[&<>"']|\r\n|\r|\n/g;
// One pass over the body, with the one escape's table (shared/escape.ts): most comments have nothing to
// escape and are returned as they are.
export const commentHtml = (body: string): string => body.replace(ESCAPED, (c) => HTML_ENTITIES[c] ?? '<br>');

// Day-first with slashes in most of the API's locales (fr: "dd/mm/YYYY HH:MM"),
// dots in German, dashes in Dutch, month-first in English. Arabic readers get
// the same day-first order with Western digits, which every Arabic-speaking
// region reads; the widgets show the Intl form of the reader's locale instead.
const DATE_ORDER: Record<Locale, (d: string, m: string, y: number) => string> = {
  en: (d, m, y) => `${m}/${d}/${y}`,
  fr: (d, m, y) => `${d}/${m}/${y}`,
  es: (d, m, y) => `${d}/${m}/${y}`,
  it: (d, m, y) => `${d}/${m}/${y}`,
  pt: (d, m, y) => `${d}/${m}/${y}`,
  de: (d, m, y) => `${d}.${m}.${y}`,
  nl: (d, m, y) => `${d}-${m}-${y}`,
  ar: (d, m, y) => `${d}/${m}/${y}`,
};

/** The stores' form of a time (rows.ts): ISO 8601 in UTC to the millisecond, `2026-01-10T14:11:00.000Z`. */
const STORED_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A time as the API sends it: the stored text when it is already ISO 8601 in UTC, else made so. */
export const isoTime = (time: string): string => (STORED_TIME.test(time) ? time : new Date(time).toISOString());

/**
 * A time (ISO 8601, UTC) as the comment's display date. A page of comments
 * formats fifty dates: the text is cut at its fixed places, without a Date.
 */
export function formatDate(time: string, locale: Locale): string {
  const iso = isoTime(time);
  return `${DATE_ORDER[locale](iso.slice(8, 10), iso.slice(5, 7), Number(iso.slice(0, 4)))} ${iso.slice(11, 16)}`;
}

/**
 * Cursors are opaque to clients: the id of the last row shown, wrapped so
 * nobody builds on its shape; a page of a post's comments in another order
 * than newest first also carries that order, and, most liked first, the
 * score that row had (store.ts CommentPageRequest), so 'more comments'
 * continues the order it was asked in. A cursor that does not unwrap is
 * refused.
 */
export const encodeCursor = (id: string): string => Buffer.from(`c:${id}`).toString('base64url');

export interface CommentCursor {
  order: CommentOrder;
  id: string;
  /** Most liked first: the score of the comment the cursor names, when it was listed. */
  popularity?: number;
}

export function encodeCommentCursor({ order, id, popularity }: CommentCursor): string {
  if (order === 'newest') return encodeCursor(id);
  return Buffer.from(order === 'popular' ? `p:${popularity}:${id}` : `o:${id}`).toString('base64url');
}

const ID = `(${ROW_ID_DIGITS})`;
const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,64}$/;

/** A cursor of a post's comments in any order; null for none, undefined for one that does not unwrap. */
export function decodeCommentCursor(cursor: string | null | undefined): CommentCursor | null | undefined {
  if (cursor == null) return null;
  if (!CURSOR_TEXT.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  const plain = new RegExp(`^([co]):${ID}$`).exec(text);
  if (plain) return { order: plain[1] === 'o' ? 'oldest' : 'newest', id: plain[2]! };
  const popular = new RegExp(`^p:(-?[0-9]{1,9}):${ID}$`).exec(text);
  return popular ? { order: 'popular', id: popular[2]!, popularity: Number(popular[1]) } : undefined;
}

export function decodeCursor(cursor: string | null | undefined): string | null | undefined {
  const decoded = decodeCommentCursor(cursor);
  if (!decoded) return decoded;
  return decoded.order === 'newest' ? decoded.id : undefined;
}
