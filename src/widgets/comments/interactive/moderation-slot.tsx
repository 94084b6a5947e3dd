import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ReactElement } from 'react';
import type { Viewer } from '../../../shared/api/types.ts';
import type { ViewerState } from '../../../shared/comments/viewer-state.ts';
import type {
  AuthorItems,
  ModerationLoader,
  ModerationOptions,
  ModerationPanelHost,
} from '../../../shared/comments/chunks/moderation.ts';
import { logError } from '../../../shared/report.ts';

/**
 * Where moderation shows in the section: nothing for a reader who owns no
 * blog; for one who does, the moderation chunk is loaded, and its panel
 * shows if the server says they own this post's blog. Signed out, it goes.
 * A chunk or a query that fails is logged and leaves the section as it is;
 * the next sign-in tries again.
 */
export function createModerationSlot(
  host: ModerationPanelHost & { viewerState: ViewerState },
  load: ModerationLoader,
  options: ModerationOptions,
) {
  const panel = signal<{ Panel: () => ReactElement; items: AuthorItems } | null>(null);
  let askedFor: Viewer | null = null;

  function Moderation() {
    useSignals();
    const viewer = host.viewerState.viewer.value;
    useEffect(() => {
      if (!viewer?.blogs?.edges.length) {
        askedFor = null;
        panel.value = null;
        return;
      }
      if (askedFor === viewer) return;
      askedFor = viewer;
      load()
        .then((module) => module.createModerationPanel(host, options))
        .then(
          (made) => askedFor === viewer && (panel.value = made),
          (error) => {
            askedFor = null;
            logError('moderation could not be loaded:', error);
          },
        );
    }, [viewer]);
    const Panel = panel.value?.Panel;
    return viewer && Panel ? <Panel /> : null;
  }
  /** The author's items for a comment's menu: none for anyone else, or signed out. */
  const authorItems: AuthorItems = (commentId) =>
    (host.viewerState.viewer.peek() && panel.peek()?.items(commentId)) || [];
  return { Moderation, authorItems };
}
