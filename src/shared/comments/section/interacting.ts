import { signal, type Signal } from '@preact/signals-react';
import type { InteractionsHost, SectionInteractions } from '../chunks/interactions.ts';
import type { SectionParts } from './parts.ts';

/** The votes' and sign-in code, as the section's parts reach it. */
export interface SectionInteracting {
  /** The votes' and sign-in code once it came. */
  interactions: Signal<SectionInteractions | null>;
  /** Votes and sign-in, loaded on first interaction; a failed load may be tried again. */
  interact(): Promise<SectionInteractions>;
  /** Copies the link to a comment (`#ob-comment-{id}`): its address, and whether the clipboard took it. */
  copyLink(commentId: string): Promise<{ url: string; copied: boolean }>;
}

/** The page's started sections: the sign-in callback reaches every one of them. */
export const liveSections = new Set<Pick<SectionInteracting, 'interact'>>();

/** `section`: the section the votes' code is made for, once it is wired. */
export function createInteracting(
  section: () => InteractionsHost,
  { env, effects, loadWords, offs }: Pick<SectionParts, 'env' | 'effects' | 'loadWords' | 'offs'>,
): SectionInteracting {
  const interactions = signal<SectionInteractions | null>(null);
  let interactionsLoading: Promise<SectionInteractions> | null = null;
  return {
    interactions,
    interact() {
      // catch after then: a chunk that loads but is not what was asked fails like one that did not load.
      return (interactionsLoading ??= Promise.all([env.interactive(), effects(), loadWords()])
        .then(([module, fx]) => {
          const made = module.createInteractions(section(), fx);
          offs.push(made.off);
          // Sign-in from one section signs in them all: the others listen from now on too.
          liveSections.forEach((live) => live.interact().catch(() => {}));
          return (interactions.value = made);
        })
        .catch((error) => {
          interactionsLoading = null;
          throw error;
        }));
    },
    copyLink: async (commentId) => (await effects()).copyLink(`ob-comment-${commentId}`),
  };
}
