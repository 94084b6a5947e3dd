import { signal, type ReadonlySignal } from '@preact/signals-react';

/** The section's status region's words, said and taken back. */
export interface Announcer {
  message: ReadonlySignal<string>;
  /** Says `text`; `kind` lets withdraw() take it back. */
  say(text: string, kind?: string): void;
  /** Takes back what was said with `kind`, while it is still what the region says. */
  withdraw(kind: string): void;
}

/**
 * What the section's status region says (a region present from
 * mount, filled later). A message stays until the next one: none is taken
 * away by a timer, so none is cut off mid-speech (docs/accessibility-decisions.md,
 * the spec's 5 s notice). The same text said twice (a second failure) is
 * changed by an invisible no-break space, so the region changes and
 * screen readers say it again. A message said with a `kind` can be taken
 * back by that kind (a vote's failure, once a vote is saved), and only
 * while it is still the one shown.
 */
export function createAnnouncer(): Announcer {
  const message = signal('');
  let saidKind: string | undefined;
  const say = (text: string, kind?: string) => {
    saidKind = kind;
    message.value = text && message.peek() === text ? `${text}\u00a0` : text;
  };
  return {
    message,
    say,
    withdraw(kind: string) {
      if (saidKind === kind) say('');
    },
  };
}
