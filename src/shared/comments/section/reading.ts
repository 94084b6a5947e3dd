import { signal, type Signal } from '@preact/signals-react';
import { commentsApi } from '../../api/comments.ts';
import { createCommentsStore, type CommentsStore } from '../comments-store.ts';
import { orderNamed, type CommentOrder } from '../orders.ts';
import { createViewerState, type ViewerState } from '../viewer-state.ts';
import { createVoteStates, type VoteStates } from '../vote-states.ts';
import type { CommentsOptions } from '../options.ts';
import type { SectionPlace } from './place.ts';

/** What the section reads and shows: its comments, their number, the reader's votes and who the reader is. */
export interface SectionReading {
  comments: CommentsStore;
  total: Signal<number | null>;
  voteStates: VoteStates;
  viewerState: ViewerState;
  /** The threads in `order` in place of the list, remembered for the reader's next visit; false when it failed. */
  sort(order: CommentOrder): Promise<boolean>;
}

export function createReading(
  { graphql, postId, locale, env }: Pick<SectionPlace, 'graphql' | 'postId' | 'locale' | 'env'>,
  options: Pick<CommentsOptions, 'after' | 'order'>,
): SectionReading {
  // The reader's last pick, unless the page names an order (a server's markup, a link without script).
  const order = options.order ?? orderNamed(env.savedOrder?.read());
  const comments = createCommentsStore({ api: commentsApi(graphql), postId, locale, after: options.after, order });
  return {
    comments,
    total: signal<number | null>(null),
    voteStates: createVoteStates(env.cookies, postId),
    viewerState: createViewerState(),
    async sort(next) {
      const done = await comments.sort(next);
      if (done) env.savedOrder?.write(next);
      return done;
    },
  };
}
