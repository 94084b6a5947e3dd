import type { ReactElement } from 'react';
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import type { Graphql } from '../../api/graphql.ts';
import type { PartWords, Translate } from '../../i18n.ts';
import type { Announcer } from '../announcer.ts';
import type { CommentItem, CommentsStore } from '../comments-store.ts';

/** One comment its reader may change: until when (ms since the epoch), and, written anonymously, the key the server gave once. */
export interface OwnComment {
  until: number;
  key?: string;
}

/** The comments this browser's reader wrote and may still edit or delete, and the keys of those written without an account. */
export interface OwnComments {
  /** Kept after addComment answered with an edit window (and, for an anonymous writer, a key). */
  remember(id: string, comment: OwnComment): void;
  /** The comment if it is this reader's and its window is still open at `at` (by default, now on the store's clock). */
  get(id: string, at?: number): OwnComment | null;
  /**
   * The keys kept of comments written here without an account, the newest first, each with its comment's id: kept
   * after the edit window too, for their writer's data (docs/self-hosting.md "Readers' data").
   */
  keys(): [id: string, key: string][];
  /** Deleted, or refused by the server as no longer theirs (a key it does not know, a comment gone). */
  forget(id: string): void;
}

/** What the editor uses of its section and of the votes' code (widgets/comments/own-editor/own-editor.tsx). */
export interface OwnEditorHost {
  uid: string;
  locale: string;
  graphql: Graphql;
  announcer: Announcer;
  comments: Pick<CommentsStore, 'change' | 'find'>;
  /** The section's count of comments, less those a deletion took away. */
  total: Signal<number | null>;
  words: PartWords;
  /** The section's own words (the notice's Dismiss is the one a held new comment's notice has). */
  t: ReadonlySignal<Translate<'dismiss'>>;
  /** The comments this reader wrote here and may still change. */
  own: OwnComments;
  /** Closes the editor or the question; `refocus`: focus goes back to the comment's menu button (Cancel, Escape). */
  stop(id: string, refocus: boolean): void;
  /** Keeps the comment's place for the notice that its edit waits for moderation, until the reader dismisses it. */
  hold(id: string): void;
}

/** What a writer changes, drawn where their comment's text is: the editor, or the question whether to delete. */
export type OwnEditor = (props: { item: CommentItem; mode: 'edit' | 'delete' | 'remove' | 'held' }) => ReactElement;

/** Loads the editor's chunk, when the reader chooses Edit or Delete. */
export type OwnEditorLoader = () => Promise<{ createOwnEditor(host: OwnEditorHost): OwnEditor }>;
