import { signal } from '@preact/signals-react';
import type { Timers } from '../../adapters/timers.ts';

/**
 * What the section's status region says (A11Y.md: a region present from
 * mount, filled later). A message may be timed, like the moderated notice
 * (spec §4, 5 s): its countdown pauses while the reader hovers or focuses
 * it and resumes with what was left.
 */
export function createAnnouncer(timers: Timers) {
  const message = signal('');
  const holds = new Set<string>();
  let timer: unknown;
  let remaining = 0;
  let startedAt = 0;

  const stop = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const start = () => {
    startedAt = timers.now();
    timer = timers.setTimeout(() => {
      timer = undefined;
      remaining = 0;
      message.value = '';
    }, remaining);
  };

  return {
    message,
    /** Says `text`; with `ms`, clears it after that long (paused time excluded). */
    say(text: string, ms = 0) {
      stop();
      remaining = ms;
      message.value = text;
      if (ms && !holds.size) start();
    },
    /** `reason` is 'hover' or 'focus': the countdown waits while any is held. */
    hold(reason: string, held: boolean) {
      const wasHeld = holds.size > 0;
      if (held) holds.add(reason);
      else holds.delete(reason);
      if (!wasHeld && holds.size && timer !== undefined) {
        stop();
        remaining = Math.max(0, remaining - (timers.now() - startedAt));
      } else if (wasHeld && !holds.size && remaining > 0) start();
    },
    dispose: stop,
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
