import type { ReactElement } from 'react';
import type { Signal } from '@preact/signals-react';
import type { Graphql } from '../../api/graphql.ts';
import type { PartWords } from '../../i18n.ts';
import type { Announcer } from '../announcer.ts';
import type { CommentsStore } from '../comments-store.ts';

/** What moderation uses of its section (widgets/comments/moderation/moderation-panel.tsx). */
export interface ModerationPanelHost {
  uid: string;
  postId: string;
  locale: string;
  graphql: Graphql;
  announcer: Announcer;
  headingLevel: number;
  comments: Pick<CommentsStore, 'insert' | 'find' | 'pinned' | 'sort' | 'order'>;
  /** Shows a failure where the author acted (a comment's menu), and says it once. */
  tell(at: string, text: string): void;
  total: Signal<number | null>;
  formatDate(iso: string | undefined, fallback: string): string;
  words: PartWords;
}

/** What the blog's author may do from a comment's menu: each item's words and action; `removes`: it deletes the comment. */
export type AuthorItems = (commentId: string) => { label: string; act(): void; removes?: true }[];

/** What moderation asks of the rest of the votes' code: the question whether to delete a comment, in its place (own-editor/). */
export interface ModerationOptions {
  removeInPlace(commentId: string): void;
}

/** Loads the moderation chunk, for a reader who owns a blog. */
export type ModerationLoader = () => Promise<{
  createModerationPanel(
    host: ModerationPanelHost,
    options: ModerationOptions,
  ): Promise<{ Panel: () => ReactElement; items: AuthorItems } | null>;
}>;
