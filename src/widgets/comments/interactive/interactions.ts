import { cookiesOf } from '../../../adapters/cookie-writer.ts';
import { viewerApi } from '../../../shared/api/viewer.ts';
import { votesApi } from '../../../shared/api/votes.ts';
import { MenuParts } from './menu/menu-parts.tsx';
import { createOwnActions, type OwnActions } from './own/own-actions.tsx';
import { createOwnComments } from './own/own-comments.ts';
import { createModerationSlot } from './moderation-slot.tsx';
import type { InteractionsHost, SectionInteractions } from '../../../shared/comments/chunks/interactions.ts';
import { createViewerStore, type ViewerStore } from './viewer-store.ts';
import { createVotesStore, type VotesStore } from './votes-store.ts';
import type { KeyOf, Translate } from '../../../shared/i18n.ts';
import type { InteractionEffects } from '../../../shared/comments/chunks/effects.ts';
import { words } from './messages/en.ts';

/**
 * The code behind the reader's first vote or sign-in, in its own chunk: the
 * vote and viewer mutations and their stores. The section fetches it as soon
 * as the pointer or focus enters, so it is usually there by the click. The
 * section uses what shared/comments/chunks/interactions.ts declares; here
 * are the stores themselves.
 */
export interface Interactions extends SectionInteractions {
  votes: VotesStore;
  viewer: ViewerStore;
  own: OwnActions;
  /** The words of this code that the reading path never shows (the menu's items, a sign-out heard). */
  t: Translate<KeyOf<typeof words>>;
}

export function createInteractions(widget: InteractionsHost, effects: InteractionEffects): Interactions {
  const { env, graphql, postId, locale, viewerState, announcer } = widget;
  const viewer = createViewerStore({
    queryViewer: viewerApi(graphql),
    storage: effects.storage,
    openPopup: (path, name) => effects.popup(widget.apiBase + path, name),
    locale,
    postId,
    state: viewerState,
  });
  const t = widget.words('interactive', words);
  // Signed out for the page: an open form lets go of the account's name and email, and the status says so.
  const signedOut = () => {
    widget.form.peek()?.store.reloadIdentity();
    announcer.say(t('signed_out'));
  };
  // The writer's data page (docs/self-hosting.md "Readers' data") takes this browser's keys in its form's body; a
  // blocked window is said at the comment's menu, where the reader chose it.
  const own = createOwnActions(widget, createOwnComments(effects.storage), env.ownEditor, (keys, at) => {
    if (effects.postPopup(`${widget.apiBase}/comments/${locale}/fetch/data/keys`, { keys }, 'dataob'))
      widget.settle(at);
    else widget.tell(at, t('popup_blocked'));
  });
  // The author's Delete asks, in the comment's place, with the editor's code.
  const moderation = createModerationSlot(widget, env.moderation, {
    removeInPlace: (id) => void own.start(id, 'remove'),
  });
  return {
    // The sign-in popup calls back through `window.porchlightLogin()` (docs/api.md "The API", Popups); it can only be opened from here on.
    off: effects.onLogin(async () => {
      const who = await viewer.loggedIn();
      widget.form.peek()?.store.reloadIdentity();
      // The popup said yes but the page could not learn who: say so where the reader signed in; the next sign-in asks again.
      if (!who) return widget.tell('viewer', widget.t.peek()('generic_error'));
      widget.settle('viewer');
      announcer.say(widget.t.peek()('signed_in_as', { name: who.name }));
    }),
    MenuParts,
    own,
    t,
    Moderation: moderation.Moderation,
    // On a comment of their own they may still change, the author's Delete is theirs as its writer: offered once.
    authorItems: (id) => moderation.authorItems(id).filter((item) => !(item.removes && own.mayChange(id))),
    votes: createVotesStore({
      send: votesApi(graphql),
      cookies: cookiesOf(env.cookies, effects.writeCookie),
      postId,
      locale,
      states: widget.voteStates,
    }),
    viewer,
    toggleSignIn() {
      if (!viewer.viewer.peek()) return viewer.signIn();
      viewer.signOut();
      if (!viewer.blocked.peek()) signedOut();
    },
    followedLink() {
      // The logout page, opened by hand, ends the session there: the page forgets the viewer too.
      if (!viewer.viewer.peek()) return;
      viewer.signedOut();
      signedOut();
    },
  };
}
