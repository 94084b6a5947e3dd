import { signal } from '@preact/signals-react';

/**
 * What the section's status region says (A11Y.md: a region present from
 * mount, filled later). A message stays until the next one: none is taken
 * away by a timer, so none is cut off mid-speech (docs/ACCESSIBILITY.md,
 * the spec's 5 s notice). The same text said twice (a second failure) is
 * changed by an invisible no-break space, so the region changes and
 * screen readers say it again.
 */
export function createAnnouncer() {
  const message = signal('');
  return {
    message,
    say(text: string) {
      message.value = text && message.peek() === text ? `${text}\u00a0` : text;
    },
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
