import { signal, type Signal } from '@preact/signals-react';
import { createAnnouncer, type Announcer } from '../announcer.ts';

/** Something the section said, and where it shows. */
export interface Said {
  at: string;
  text: string;
}

/** What the section says, heard once through its status region and shown where the reader acted. */
export interface SectionSaid {
  announcer: Announcer;
  /** A failure, shown where the reader acted (`at`: a form's key, 'more', 'more-{thread id}', 'viewer') and said once. */
  problem: Signal<Said | null>;
  /** The lasting notice where a form was (a comment held for moderation): until the reader dismisses it or opens that form again. */
  notice: Signal<Said | null>;
  /** A lasting notice where the form keyed `at` was (a held comment), said once. */
  showNotice(at: string, text: string): void;
  dismissNotice(): void;
  /** Shows `text` at `at` and says it once. */
  tell(at: string, text: string): void;
  /** The reader acts at `at` again: what failed there is no longer shown. */
  settle(at: string): void;
}

export function createSaid(): SectionSaid {
  const announcer = createAnnouncer();
  const problem = signal<Said | null>(null);
  const notice = signal<Said | null>(null);
  return {
    announcer,
    problem,
    notice,
    showNotice(at, text) {
      notice.value = { at, text };
      announcer.say(text);
    },
    dismissNotice: () => (notice.value = null),
    tell(at, text) {
      problem.value = { at, text };
      announcer.say(text);
    },
    settle(at) {
      if (problem.peek()?.at === at) problem.value = null;
    },
  };
}
