import { laterThreads, type HydrateInTurns } from './hydrate-later.ts';
import { listen } from '../../shared/ui/listen.ts';
import { nextTask } from '../../shared/next-task.ts';
import { pressAgain, upgrade as upgradeSection } from './upgrade.ts';

// Everything else read.ts and sso.ts take from comments-upgrade.js (pressAgain) is upgrade.ts's own.
export { pressAgain };

/**
 * comments-upgrade.js (build.mjs): upgrade.ts on Preact's core, where the server's threads hydrate in turns after
 * the section (hydrate-later.ts), so that no task of the upgrade is long. An app's React (src/package/comments.ts)
 * hydrates in slices of its own, and takes upgrade.ts as it is.
 */
export const upgrade: typeof upgradeSection = (el, options, gone, drawing, island) =>
  upgradeSection(el, options, gone, drawing, island, hydrateInTurns);

/** The section's mark while the server's threads hydrate in turns: how many still wait (a page, and a test, may watch). */
const LATER = 'data-porchlight-later';

/**
 * The server's threads (`ids`, as they stand in `el`), hydrated a slice per task after the section (laterThreads);
 * all at once at the first change to them (`changed`, or a link followed: its comment may grow one). A press in one
 * still waiting, whose nodes have no handlers yet, brings its turn at once and is made again in the next task, on
 * its nodes hydrated by then, the button busy meanwhile: one press, carried out once. The threads' nodes stay as the server wrote them
 * meanwhile. Call right before hydrating; `dispose()` when the section goes (no mark, no press made again).
 */
const hydrateInTurns: HydrateInTurns = (el, ids, changed) => {
  const waiting = new Map(ids.map((id) => [id, el.querySelector(`[id="ob-comment-${id}"]`)?.parentElement]));
  const held = new Set<Element>();
  let ended = false;
  const mark = () => ended || el.setAttribute(LATER, String(waiting.size));
  mark();
  const later = laterThreads(ids, (came) => (came.forEach((id) => waiting.delete(id)), mark()));
  // Heard at once with the count as it stands, then at each change.
  let first = true;
  const offChanged = changed.subscribe(() => (first ? (first = false) : later.hurry()));
  const offLink = listen(window, 'hashchange', () => later.hurry());
  // In the capture phase, before the section's own listeners and read.ts's: made again once the thread is live.
  const offPress = listen(
    el,
    'click',
    (event) => {
      const pressed = (event.target as Element).closest('button');
      if (!pressed) return;
      const stop = () => (event.preventDefault(), event.stopImmediatePropagation());
      // A second press while one is held is the same press, as read.ts has it.
      if (held.has(pressed)) return stop();
      const thread = [...waiting].find(([, li]) => li?.contains(pressed))?.[0];
      if (!thread) return;
      stop();
      const said = pressed.textContent;
      // Busy until it is made again, as read.ts shows a press that waits: never a moment looking done.
      held.add(pressed);
      pressed.setAttribute('aria-disabled', 'true');
      later.hurry(thread);
      // On the same button, if it still says what the reader pressed (upgrade.ts pressAgain).
      nextTask(() => {
        held.delete(pressed);
        pressed.removeAttribute('aria-disabled');
        if (!ended && pressed.isConnected) pressAgain(el, pressed, said);
      });
    },
    { capture: true },
  );
  const finish = () => {
    offChanged();
    offLink();
    offPress();
    el.removeAttribute(LATER);
  };
  void later.all.then(() => ended || finish());
  return { ...later, dispose: () => ((ended = true), finish()) };
};
