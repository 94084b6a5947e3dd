import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LiveSection } from './live-section.tsx';
import { browserEnv } from './browser-env.ts';
import { systemTimer } from '../../shared/timer.ts';
import { openThread, orderNamed, PAGE_PARAMS } from '../../shared/comments/reader-page.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import { createCommentsWidget, serverSectionUid } from '../../shared/comments/widget.ts';
import type { VotesIsland } from './votes-island.tsx';
import type { HydrateInTurns, ThreadsInTurns } from './hydrate-later.ts';

/** The ids of the comments in `root`, in the order they stand. */
const shownIds = (root: Element) =>
  [...root.querySelectorAll('article[id^="ob-comment-"]')].map((article) => article.id.slice(11));

/**
 * A section the server rendered (`/comments/html`, shared/render-comments.tsx)
 * is upgraded, not redrawn: the comments are loaded first, then the
 * components hydrate the server's nodes as they stand, with its ids (named
 * after the post, as the server names them), its count and its UTC dates.
 * read.ts loads it (comments-upgrade.js: no styles, the page has them) on
 * the reader's first move toward the section.
 *
 * Hydration keeps the attributes it finds, so it must find the same
 * comments in the same places: markup older than the answer (a cache, a
 * reader who read for a while, a comment posted since) is drawn afresh
 * instead, so no comment's handlers land on another's nodes. Who the reader
 * is goes in from the start: the viewer bar is the one part that differs
 * for a signed-in reader, and hydration corrects its text and adds its line.
 * `gone()` true (unmounted meanwhile) stops before anything is drawn;
 * `drawing()` is called right before, so that what the waiting code added
 * to the markup (read.ts: "Loading…") is gone before the components look.
 * `inTurns` (Preact's, upgrade-on-preact.ts) hydrates the server's threads a
 * slice per task after the section, instead of with it.
 *
 * Drawn afresh, the reader keeps their place: focus goes to the control
 * drawn in place of the one they were on, and the status region says what
 * changed ("1 new comment"), since nothing else would tell a reader who
 * cannot see the list grow (docs/accessibility-decisions.md).
 */
export async function upgrade(
  el: HTMLElement,
  options: CommentsOptions = {},
  gone = () => false,
  drawing = () => {},
  island?: Promise<VotesIsland>,
  inTurns?: HydrateInTurns,
): Promise<() => void> {
  // Vote groups made live alone (votes-island.tsx) give up their handlers at once: a press on one from now on waits
  // for the section (read.ts). The votes in flight are saved first, so the comments loaded below count them. Votes
  // whose code is still on its way take no group once the section is (read.ts), so they are not waited for.
  const votes = island && (await Promise.race([island, undefined]).catch(() => undefined));
  votes?.release();
  await votes?.settled();
  const server = el.querySelector(':scope>.pl-comments')!;
  const count = /\((\d+)\)/.exec(server.querySelector('h1,h2,h3,h4,h5,h6')?.textContent ?? '');
  // The comments the address names, as the server rendered them: the page after a cursor, a thread with every
  // reply (a reader sent a link a reader without script followed, shared/comments/reader-page.ts).
  // The order too: the server's markup is in the address's order (newest first without one), whatever the reader
  // picked on an earlier visit, which a live section would otherwise apply at the reader's first move.
  const query = new URLSearchParams(location.search);
  // The server's threads hydrate a slice per task after the section, when it hydrates (`inTurns`).
  let later: ThreadsInTurns | undefined;
  const widget = createCommentsWidget(
    {
      ...options,
      uid: serverSectionUid(String(options.postId ?? '')),
      firstSlice: Infinity,
      after: query.get(PAGE_PARAMS.after) || undefined,
      order: orderNamed(query.get(PAGE_PARAMS.order)) ?? 'newest',
    },
    // The server's dates as it wrote them: in UTC, and with no "2 hours ago", which its shared markup cannot say.
    {
      ...browserEnv(),
      languages: [],
      timeZone: 'UTC',
      now: undefined,
      later: (view, id) => later?.wrap(view, id) ?? view,
    },
  );
  // The reader is moving toward a control: the voting and sign-in code comes beside the comments, not after them.
  widget.interact().catch(() => {});
  await widget.load();
  if (gone() || widget.comments.status.peek() !== 'ready') {
    widget.dispose();
    throw new Error(gone() ? 'unmounted' : 'the comments could not be loaded');
  }
  // A thread that cannot be opened as far is drawn afresh below, as older markup is.
  await openThread(widget.comments, query.get(PAGE_PARAMS.thread) || undefined);
  const loaded = widget.comments.comments
    .peek()
    .flatMap((thread) => [thread.id, ...thread.replies.peek().map((reply) => reply.id)]);
  const section = createElement(LiveSection, { widget });
  const shown = shownIds(server);
  const t = widget.t.peek();
  const news: string[] = [];
  let root: { unmount(): void };
  // A vote the votes alone could not save stays flagged, and what they said stays said: the section draws both.
  const left = votes?.left();
  left?.failed.forEach((id) => (widget.voteStates.voteOf(id).failed.value = true));
  if (left?.said) widget.announcer.say(left.said, 'vote');
  drawing();
  // Words that could not come in the markup's language (the section speaks English instead) are drawn afresh too.
  if (widget.lang === widget.locale && loaded.join() === shown.join()) {
    // The markup's count stands with the markup; older markup's would not, and is asked for afresh.
    if (count) widget.total.value = Number(count[1]);
    // Not for a link to a comment the markup lacks: the section shows it as it starts (life.ts), which may grow a
    // thread still waiting, whose markup would no longer be the thread's.
    if (!location.hash.startsWith('#ob-comment-') || document.getElementById(location.hash.slice(1)))
      later = inTurns?.(
        el,
        widget.comments.comments.peek().map((thread) => thread.id),
        widget.comments.changed,
      );
    root = hydrateRoot(el, section);
  } else {
    const focused = document.activeElement as HTMLElement;
    el.replaceChildren();
    const fresh = createRoot(el);
    fresh.render(section);
    root = fresh;
    // Preact draws at once (build.mjs aliases react-dom/client to it), so the controls are there to take focus now.
    if (server.contains(focused)) keepFocus(el, focused);
    const added = loaded.filter((id) => !shown.includes(id)).length;
    if (added) news.push(t('new_comments', { count: added }));
  }
  // The bar of markup made for every reader says "Sign in"; the reader's own, drawn now, says who they are.
  const viewer = widget.viewerState.viewer.peek();
  if (viewer && el.querySelector('.pl-viewer')?.contains(document.activeElement))
    news.push(t('signed_in_as', { name: viewer.name }));
  // Said once the region drawn with the section has been there empty: one inserted already filled is often not heard.
  const settled = news.length ? systemTimer.after(SETTLED_MS, () => widget.announcer.say(news.join('. '))) : () => {};
  // Hydrated nodes look as the server wrote them: the mark is how a page (and a test) knows the components have them,
  // every thread's.
  let ended = false;
  const live = () => ended || (el.dataset.porchlightLive = '');
  if (later) void later.all.then(live);
  else live();
  return () => {
    ended = true;
    later?.dispose();
    settled();
    root.unmount();
    delete el.dataset.porchlightLive;
  };
}

/** How long a status region drawn afresh stays empty before it speaks: a frame or two for the accessibility tree. */
const SETTLED_MS = 100;

/**
 * Focus, after the section was drawn afresh under it, on the control drawn
 * in place of `old`; if there is none (its comment is gone), on its comment,
 * else on the first comment or control of the section: never on the page's
 * body, where the next Tab would start again from the page's top.
 */
function keepFocus(el: HTMLElement, old: HTMLElement) {
  const at = old.closest('article')?.id;
  (
    (drawnInPlace(el, old) ?? (at && el.querySelector<HTMLElement>(`[id="${at}"]`))) ||
    el.querySelector<HTMLElement>('article, button')
  )?.focus();
}

/**
 * The element drawn in place of `old` when older markup was redrawn: `old`
 * itself if it stands; else the one with its id; else, among the elements of
 * its kind in its comment (or, for the section's own controls such as Sign in
 * and More comments, outside any comment), the one that says the same, or
 * the one at its place (a "Sign in" that became "Sign out").
 */
function drawnInPlace(el: HTMLElement, old: HTMLElement): HTMLElement | undefined {
  if (old.isConnected) return old;
  const same = old.id && el.querySelector<HTMLElement>(`[id="${old.id}"]`);
  if (same) return same;
  const at = old.closest('article')?.id;
  // The old markup is out of the page but whole: the place of `old` among its kind is read there.
  const kin = (root: Element) =>
    [...root.querySelectorAll<HTMLElement>(at ? `[id="${at}"] ${old.localName}` : old.localName)].filter(
      (other) => other.className == old.className && (at || !other.closest('article')),
    );
  const drawn = kin(el);
  return (
    drawn.find((other) => other.textContent == old.textContent) ?? drawn[kin(old.closest('.pl-comments')!).indexOf(old)]
  );
}

/**
 * The press that made the section live, carried out now (read.ts): on the
 * same control, or the one drawn in its place when older markup was
 * redrawn (found by its id, or among its comment's buttons, or, for the
 * section's own controls such as Sign in and More comments, among the
 * section's), and only if it still says what the reader pressed: a
 * "Sign in" that became "Sign out" is not pressed.
 */
export function pressAgain(el: HTMLElement, pressed: HTMLElement, said: string | null): void {
  const again = drawnInPlace(el, pressed);
  if (again?.textContent == said) again!.click();
}
