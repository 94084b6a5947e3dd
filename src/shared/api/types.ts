/** The API's shapes as the widgets read them (schema: src/server/graphql/sdl.ts). */
import type { BodyNode } from '../comments/body.ts';

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface Connection<T> {
  edges: { node: T }[];
  pageInfo: PageInfo;
}

export interface CommentUser {
  isAuthor: boolean;
  avatar: string | null;
  name: string;
  website: string | null;
}

export interface ApiComment {
  id: string;
  /** The server's display string (kept for older clients), shown only when `createdAt` is missing. */
  date: string;
  /** ISO 8601 in UTC (docs/accessibility-decisions.md): shown in the reader's language and time zone. */
  createdAt?: string;
  /** The text as typed, HTML-escaped with `<br>`s (the spec's field): what an editor starts from. */
  comment: string;
  /** The text as drawn: the allowlisted structure its Markdown was parsed into (docs/embedding.md "Formatting"). */
  body: BodyNode[];
  popularity: number;
  isVisible?: boolean | null;
  /** When its writer last edited it (ISO 8601 in UTC); null or missing when never. */
  editedAt?: string | null;
  /** Deleted by its writer but answered: shown as such, so its thread reads on. */
  deleted?: boolean;
  /** The comment it answers; null for a top-level one. */
  parentID?: string | null;
  /** The language its text was written in (BCP 47); empty when unknown, missing from older servers. */
  lang?: string;
  user: CommentUser;
  replies?: Connection<ApiComment>;
  /** addComment's answer only: until when its writer may change it (ISO 8601), null when never. */
  editableUntil?: string | null;
  /** addComment's answer to an anonymous writer only: the key that lets them change it, given once. */
  editKey?: string | null;
  /** addComment's answer, when reply mail was asked: on, or pending until the writer confirms their address. */
  replyMail?: 'on' | 'pending' | null;
}

export interface Viewer {
  name: string;
  /** Null for a reader whose identity provider vouched for no e-mail (docs/self-hosting.md "Sign-in"). */
  email: string | null;
  avatar: string | null;
  blogs?: Connection<{ id: string; url: string; name: string }>;
}

export interface CommentList extends Connection<ApiComment> {
  recaptchaPublicKey?: string | null;
  commentsOverblogAllowed?: boolean;
  commentsOverblogAllowedVotes?: boolean;
  /** Whether a writer may ask to be told about replies by e-mail. */
  replyMail?: boolean;
  /** The first page's pinned thread, shown first. */
  pinned?: ApiComment | null;
}

export interface LikeResult {
  id: string;
  likes: number;
  dislikes: number;
  popularity: number;
}

export type VoteMutation = 'likeComment' | 'dislikeComment' | 'cancelLike' | 'cancelDislike';

export interface NewComment {
  postID: string;
  locale: string;
  comment: string;
  commentID?: string;
  recaptcha?: string;
  user: { name?: string; email?: string; website?: string };
  /** E-mail the writer about replies (where the list says `replyMail`). */
  notifyReplies?: boolean;
}

export type { CommentOrder } from '../comments/orders.ts';
