import { viewerApi } from '../../api/viewer.ts';
import { votesApi } from '../../api/votes.ts';
import { createViewerStore, type ViewerStore } from './viewer-store.ts';
import { createVotesStore, type VotesStore } from './votes-store.ts';
import type { InteractionEffects } from './browser-effects.ts';
import type { CommentsWidget } from './widget.ts';

/**
 * The code behind the reader's first vote or sign-in, in its own chunk: the
 * vote and viewer mutations and their stores. The section fetches it as soon
 * as the pointer or focus enters, so it is usually there by the click.
 */
export interface Interactions {
  votes: VotesStore;
  viewer: ViewerStore;
}

export function createInteractions(widget: CommentsWidget, effects: InteractionEffects): Interactions {
  const { env, graphql, postId, locale } = widget;
  return {
    votes: createVotesStore({ send: votesApi(graphql), cookies: env.cookies, postId, locale, states: widget.voteStates }),
    viewer: createViewerStore({
      queryViewer: viewerApi(graphql),
      storage: effects.storage,
      openPopup: (path, name) => effects.popup(widget.apiBase + path, name),
      locale,
      state: widget.viewerState,
    }),
  };
}
