import { signal } from '@preact/signals-react';
import type { Viewer } from '../../api/types.ts';

/** Where the reader's last name, email and website are kept (DESIGN §4). */
export const SAVED_USER_KEY = 'ob_comment_user';

/** Who is signed in, as the page shows it; signing in and out (viewer-store.ts) loads on first interaction. */
export const createViewerState = () => ({
  viewer: signal<Viewer | null>(null),
  /** The popup page the browser refused to open, for the reader to open by hand. */
  blocked: signal<string | null>(null),
  /** Bumped when the saved form state is cleared, so an open form forgets it too. */
  identityCleared: signal(0),
});

export type ViewerState = ReturnType<typeof createViewerState>;
