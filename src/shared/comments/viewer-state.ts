import { signal, type Signal } from '@preact/signals-react';
import type { Viewer } from '../api/types.ts';

/** Where the reader's last name, email and website are kept. */
export const SAVED_USER_KEY = 'ob_comment_user';

/** Who is signed in, as the page shows it; signing in and out (interactive/viewer-store.ts) loads on first interaction. */
export interface ViewerState {
  viewer: Signal<Viewer | null>;
  /** The popup page the browser refused to open, for the reader to open by hand. */
  blocked: Signal<string | null>;
  /** Bumped when the saved form state is cleared, so an open form forgets it too. */
  identityCleared: Signal<number>;
}

export const createViewerState = (): ViewerState => ({
  viewer: signal<Viewer | null>(null),
  blocked: signal<string | null>(null),
  identityCleared: signal(0),
});
