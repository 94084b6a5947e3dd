import { retryingImport } from '../../adapters/import-by-address.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import type { VotesIsland } from './votes-island.tsx';
import { VOTES_LIVE } from './votes-live.ts';
import { systemTimer } from '../../shared/timer.ts';

/**
 * This build's comments-upgrade.js, beside this file (upgrade.ts): the
 * runtime, the stores and the components, without the styles the page
 * already has. The reader's next move is the later attempt after a
 * failure, asked at a new address (retryingImport). The address is
 * relative to this file: build.mjs gives it a copy of import-by-address.ts
 * of its own (shared with the section's code, it would split into a chunk
 * both load).
 */
type Upgrade = typeof import('./upgrade.ts');
/** What carries out a press that waited for the code: the whole section's, or the votes' alone. */
interface Presser {
  pressAgain(el: HTMLElement, pressed: HTMLElement, said: string | null): void;
}
const full = retryingImport<Upgrade>('./comments-upgrade.js');
/** comments-votes.js: Like and Dislike alone (votes-island.tsx), for a first move toward a vote. */
const votesCode = retryingImport<typeof import('./votes-island.tsx')>('./comments-votes.js');

/**
 * The reader's own votes, from the vote cookies (shared/comments/vote-states.ts), on the
 * server's markup, which is the same for everyone: right before the reader
 * acts, and what the components will render when they take over.
 */
function showOwnVotes(el: HTMLElement, postId: string) {
  let cookies = '';
  try {
    cookies = `; ${document.cookie};`;
  } catch {
    // A sandboxed frame has no cookies: the markup shows no vote, as for a new reader.
  }
  // Every article in the section is a comment, `ob-comment-{id}` (shared/comments/components/comment-view.tsx).
  el.querySelectorAll('article').forEach((article) => {
    for (const kind of ['like', 'dislike'])
      if (cookies.includes(`; ob_comment_${kind}_${postId}_${article.id.slice(11)}=true;`))
        article.querySelector(`.pl-${kind}`)?.setAttribute('aria-pressed', 'true');
  });
}

const failed = (error: unknown) => console.error('[porchlight] comments failed:', error);

/** How long a press waits in silence for the section to go live: most upgrades are done by then, and say nothing. */
const QUIET_MS = 500;
/** What a waiting press shows beside its control. */
const NOTE = 'pl-flag pl-press-note';

/**
 * What a press that waits says, in the words the server's markup carries
 * (comment-section.tsx: this file has none of its own): shown beside the
 * pressed control, where a vote's failure shows (the end of its group), and
 * said through the section's status region, present from mount.
 */
function sayBeside(el: HTMLElement, pressed: Element, words: 'loading' | 'notLoaded') {
  unsay(el);
  // Gone meanwhile (unmounted, or drawn afresh by the components): nothing left here to say it in.
  const section = el.querySelector<HTMLElement>('.pl-comments');
  if (!section) return;
  const text = section.dataset[words] ?? '';
  const note = document.createElement('span');
  note.className = NOTE;
  note.textContent = text;
  const group = pressed.closest('.pl-votes');
  if (group) group.append(note);
  else pressed.after(note);
  const region = section.querySelector(':scope>[role=status]');
  if (region) region.textContent = text;
}

/**
 * Takes back what waiting presses said: at the next press, and before the components take the markup over as it
 * was rendered. The status region is emptied only of their words: what the votes alone said there stays said.
 */
function unsay(el: HTMLElement) {
  const region = el.querySelector('.pl-comments>[role=status]');
  el.querySelectorAll('.pl-press-note').forEach((note) => {
    if (region?.textContent == note.textContent) region!.textContent = '';
    note.remove();
  });
}

/**
 * `comments-read.js`: what the loader runs, instead of comments.js, for a
 * comment section the server rendered (issue: comments readable before any
 * script). The comments are already on the page, so nothing more loads
 * until the reader moves toward them (docs/server-rendering.md "Comments as
 * HTML"). A pointer over the section fetches the votes' code; a pointer over
 * Like or Dislike, or focus on one, makes its group live with that code alone
 * (votes-island.tsx); a pointer over any other button, focus or a key
 * elsewhere in it upgrade the whole section (upgrade.ts: the components take
 * over the nodes as they stand), so it is usually live before the press. A
 * mouse reader who goes from the text to Reply fetches the runtime twice, with
 * the votes and with the section: the votes are the first move most readers
 * make, and the lighter. A press that comes first shows its
 * button busy at once and is carried out once the section is live: one
 * click on Like likes, one Enter on Reply opens the form. A link to a
 * comment not on the page upgrades at once, when the page opens on it or
 * when a link on the page changes the hash to it. The reader's own votes show on
 * the server's markup from the start. A press still waiting after half a
 * second says "Loading…" beside its control; if the code or the comments
 * cannot be had, it says so there in words, the section stays as it reads,
 * and the next press tries again.
 */
export function mount(el: HTMLElement, options: CommentsOptions = {}): () => void {
  let unmount: (() => void) | undefined;
  let upgrading: Promise<Upgrade | void> | undefined;
  let island: Promise<VotesIsland> | undefined;
  let gone = false;
  const types = ['pointerover', 'focusin', 'keydown', 'click'];
  const moved = (event: Event) => {
    const pressed = (event.target as Element).closest('button');
    // Toward Like or Dislike, while the whole section is not on its way: the votes alone.
    const vote = !upgrading && pressed?.matches('.pl-vote') && pressed;
    // A pointer over the section but not over a control only fetches the votes' code; a move toward a vote makes
    // its group live; any other move upgrades the whole section.
    if (event.type != 'click')
      return void (vote
        ? votes(vote)
        : event.type == 'pointerover' && !pressed
          ? votesCode().catch(() => {})
          : upgrade());
    // A second press while the first waits is the same press: it is carried out once. A group already live took it.
    if (!pressed || pressed.getAttribute('aria-disabled') || pressed.closest(`[${VOTES_LIVE}]`)) return;
    const said = pressed.textContent;
    pressed.setAttribute('aria-disabled', 'true');
    unsay(el);
    const quiet = systemTimer.after(QUIET_MS, () => gone || sayBeside(el, pressed, 'loading'));
    (vote ? votes(vote) : upgrade()).then((live) => {
      quiet();
      // Unmounted while it waited: the page has its own markup back, and nothing is said in it.
      if (gone) return;
      pressed.removeAttribute('aria-disabled');
      if (live) live.pressAgain(el, pressed, said);
      else sayBeside(el, pressed, 'notLoaded');
    });
  };
  /**
   * Makes the vote group of `pressed` live with the votes' code alone. Resolves with what carries out a press
   * that waited: the votes, or the whole section if it started on its way meanwhile; with nothing when the code
   * could not be had (and the next move tries again).
   */
  const votes = (pressed: Element): Promise<Presser | void> =>
    (island ??= votesCode().then((module) => module.votesIsland(el, options)))
      .then((live): Presser | Promise<Presser | void> => upgrading ?? (gone || live.take(pressed), live))
      // Code that could not be had (the island's own `take` does not throw: it hydrates markup it checked).
      .catch((error) => {
        island = undefined;
        failed(error);
      });
  /** A link to a comment not on the page (a last-comments link beside the section, at load or later): the section goes live to show it. */
  const linked = () =>
    location.hash.startsWith('#ob-comment-') && !document.getElementById(location.hash.slice(1)) && upgrade();
  // Listening until the components have the nodes, not a moment less: a press in between is not lost.
  // Added and removed here, not with shared/ui/listen.ts: its copy (build.mjs copiedPerImporter) and the removals
  // it hands back weigh 40 B gzip on the reading path, against two listeners (the conventions test names this file).
  const off = () => {
    types.forEach((type) => el.removeEventListener(type, moved));
    removeEventListener('hashchange', linked);
  };

  /** Resolves with the section's code once the section is live; with nothing (and the next move tries again) when it could not be made so. */
  const upgrade = () =>
    (upgrading ??= full()
      .then(async (module) => {
        const live = await module.upgrade(
          el,
          options,
          () => gone,
          () => unsay(el),
          island,
        );
        off();
        // Unmounted as it went live: the section it made goes too.
        if (gone) return void live();
        unmount = live;
        return module;
      })
      .catch((error) => {
        upgrading = undefined;
        failed(error);
      }));

  showOwnVotes(el, options.postId ?? '');
  types.forEach((type) => el.addEventListener(type, moved));
  addEventListener('hashchange', linked);
  linked();
  return () => {
    gone = true;
    off();
    unsay(el);
    unmount?.();
    // Vote groups made live alone give up their handlers too (after the whole section took them, they have none).
    island?.then(
      (live) => live.dispose(),
      () => {},
    );
  };
}
