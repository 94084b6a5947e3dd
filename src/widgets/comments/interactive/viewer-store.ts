import type { Viewer } from '../../../shared/api/types.ts';
import type { Storage } from '../../../adapters/storage.ts';
import { createViewerState, SAVED_USER_KEY, type ViewerState } from '../../../shared/comments/viewer-state.ts';
import { logWarning } from '../../../shared/report.ts';

export { SAVED_USER_KEY };

export type OpenPopup = (path: string, name: string) => boolean;

export interface ViewerStoreOptions {
  /** The `Viewer` query. */
  queryViewer: () => Promise<Viewer | null>;
  storage: Storage;
  /** Opens a same-origin popup of 400x450; false when the browser blocked it. */
  openPopup: OpenPopup;
  locale: string;
  /** The post the section is of: its blog says whether signing out ends the reader's provider session too. */
  postId: string;
  /** The signals the page already shows (the reading path made them from `RootComments`). */
  state?: ViewerState;
}

/**
 * The signed-in viewer: anonymous until the sign-in popup calls
 * back, then the `Viewer` query says who it is and the saved form state is
 * cleared. Signing out opens the logout popup and, once it is open, forgets both.
 * A blocked popup leaves `blocked` set to the page the reader can open by
 * hand (an inline message with a plain link).
 */
/** Who is signed in, and signing in and out through the provider's popups. */
export interface ViewerStore extends ViewerState {
  signIn(): void;
  /**
   * The session ends in the logout popup: once it opens, the page forgets the viewer and the saved
   * state. A blocked one leaves the reader signed in, truthfully, with the link to follow by hand.
   */
  signOut(): void;
  /** The logout page was opened (by the popup, or by the reader through the link). */
  signedOut(): void;
  /** `window.porchlightLogin()`: resolves to the viewer now signed in (null if the query failed or says anonymous). */
  loggedIn(): Promise<Viewer | null>;
}

export function createViewerStore({
  queryViewer,
  storage,
  openPopup,
  locale,
  postId,
  state = createViewerState(),
}: ViewerStoreOptions): ViewerStore {
  const { viewer, blocked, identityCleared } = state;
  const signInPath = `/comments/${locale}/fetch/user`;
  const signOutPath = `/comments/${locale}/fetch/logout?redirect=${encodeURIComponent(`/comments/${locale}/exit`)}&postID=${encodeURIComponent(postId)}`;

  const forgetIdentity = () => {
    storage.remove(SAVED_USER_KEY);
    identityCleared.value++;
  };
  const signedOut = () => {
    viewer.value = null;
    blocked.value = null;
    forgetIdentity();
  };
  const open = (path: string, name: string) => {
    blocked.value = openPopup(path, name) ? null : path;
  };

  return {
    viewer,
    blocked,
    identityCleared,
    signIn: () => open(signInPath, 'loginob'),
    signOut() {
      open(signOutPath, 'logoutob');
      if (!blocked.value) signedOut();
    },
    signedOut,
    async loggedIn() {
      blocked.value = null;
      try {
        viewer.value = await queryViewer();
      } catch (error) {
        logWarning('viewer query failed:', error);
      }
      forgetIdentity();
      return viewer.value;
    },
  };
}
