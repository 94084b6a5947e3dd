import { laterThreads, type LaterThreads } from './hydrate-later.ts';
import { listen } from '../../shared/ui/listen.ts';
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
 * The server's threads (`ids`, as they stand in `el`), hydrated a slice per task after the section (laterThreads).
 * A press in one still waiting, whose nodes have no handlers yet, is made again once every thread has hydrated, a
 * few tasks on, on its control or the one drawn in its place if it still says the same (upgrade.ts pressAgain): one
 * press, carried out once, as for a press before the upgrade (read.ts). The threads' nodes stay as the server wrote them meanwhile. Call right before hydrating; `end()` when
 * the section goes (no mark, no press made again after it).
 */
function hydrateInTurns(el: HTMLElement, ids: string[]): LaterThreads & { end(): void } {
  const waiting = new Map(ids.map((id) => [id, el.querySelector(`[id="ob-comment-${id}"]`)?.parentElement]));
  let ended = false;
  const mark = () => ended || el.setAttribute(LATER, String(waiting.size));
  mark();
  const later = laterThreads(ids, (came) => (came.forEach((id) => waiting.delete(id)), mark()));
  const offPress = listen(el, 'click', (event) => {
    const pressed = (event.target as Element).closest('button');
    if (!pressed || pressed.getAttribute('aria-disabled') || ![...waiting.values()].some((li) => li?.contains(pressed)))
      return;
    const said = pressed.textContent;
    pressed.setAttribute('aria-disabled', 'true');
    void later.all.then(() => {
      pressed.removeAttribute('aria-disabled');
      if (!ended) pressAgain(el, pressed, said);
    });
  });
  const end = () => {
    offPress();
    el.removeAttribute(LATER);
  };
  void later.all.then(end);
  return { ...later, end: () => ((ended = true), end()) };
}
