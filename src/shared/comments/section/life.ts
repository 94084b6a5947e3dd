import { logError } from '../../report.ts';
import { commentElement, focusSoon } from '../../ui/focus.ts';
import { listen } from '../../ui/listen.ts';
import { liveSections, type SectionInteracting } from './interacting.ts';
import type { SectionParts } from './parts.ts';
import type { SectionPlace } from './place.ts';
import type { SectionReading } from './reading.ts';

/** How many times a linked comment is looked for, 16 ms apart (about five seconds): see reveal below. */
const REVEAL_TRIES = 300;

/** A section's life on the page: started after its first render, disposed of when it goes. */
export interface SectionLife {
  /** Loads what the section shows, unless the server's markup brought it, and shows the comment a link names. */
  start(): Promise<void>;
  /** RootComments and the locale's words together, so the section first shows in its own language. */
  load(): Promise<void>;
  /** Undoes all `start()` started. */
  dispose(): void;
}

/** What the section's life uses of it, once it is wired. */
export type LifeSection = Pick<SectionPlace, 'apiBase' | 'postId'> &
  Pick<SectionReading, 'comments' | 'total' | 'viewerState'> &
  Pick<SectionInteracting, 'interact'>;

export function createLife(
  section: () => LifeSection,
  { env, loadWords, offs, options }: Pick<SectionParts, 'env' | 'loadWords' | 'offs' | 'options'>,
): SectionLife {
  /** A last-comment link: the code that shows the comment it names, loading the pages that hold it, comes only for one. */
  const reveal = () =>
    location.hash.startsWith('#ob-comment-') &&
    env
      .revealComment()
      // Looked for longer than a page's first comment is: the pages it took come two threads a task (use-slices.ts),
      // and thirty of them come in about 150 tasks, a frame or more each.
      .then((m) => m.revealLinked(section().comments, (id) => focusSoon(commentElement(id), undefined, REVEAL_TRIES)))
      // The section stays as it is; following the link again (or another) tries again.
      .catch((error) => logError('could not show the linked comment:', error));

  async function load() {
    const { comments, viewerState, interact } = section();
    comments.status.value = 'loading';
    // Both asked for at once; the first page shows in the section's language, not in English and then in it.
    const who = await comments.load(loadWords(), (viewer) => (viewerState.viewer.value = viewer));
    // A blog's author moderates in the section: its code comes with the votes', at once rather than on a move.
    if (who?.blogs?.edges.length) interact().catch(() => {});
  }

  return {
    async start() {
      const widget = section();
      const { total } = widget;
      liveSections.add(widget);
      // The number the server's markup showed stands (upgrade.ts); otherwise it is asked for.
      if (total.peek() === null)
        env
          .count(options.countSrc || `${widget.apiBase}/comments/count`, `postID=${encodeURIComponent(widget.postId)}`)
          .then(
            (count) => (total.value = Number.isSafeInteger(count) ? (count as number) : null),
            () => {},
          );
      // A link on this page (a last-comments widget beside the section) changes only the hash.
      // Listening before the first await: a section disposed while loading leaves no listener behind.
      offs.push(listen(window, 'hashchange', reveal));
      // A section upgraded over the server's markup was loaded before it was hydrated.
      if (widget.comments.status.peek() !== 'ready') await load();
      await reveal();
    },
    load,
    dispose() {
      liveSections.delete(section());
      offs.splice(0).forEach((off) => off());
    },
  };
}
