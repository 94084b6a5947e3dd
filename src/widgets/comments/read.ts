import type { CommentsOptions } from './widget.ts';

/**
 * This build's comments.js, beside this file: the runtime, the stores and
 * the components. A browser keeps a failed module for the page's life, so a
 * try after a failure asks at a new address (`?retry=N`). Plain import(),
 * not adapters/module-import.ts: sharing a module with comments.js would
 * split it into a chunk both load.
 */
let tries = 0;
let loading: Promise<typeof import('./index.ts')> | undefined;
const full = () =>
  (loading ??= import(new URL(`./comments.js${tries ? `?retry=${tries}` : ''}`, import.meta.url).href).catch((error) => {
    tries++;
    loading = undefined;
    throw error;
  }));

/**
 * The reader's own votes, from the vote cookies (vote-states.ts), on the
 * server's markup, which is the same for everyone: right before the reader
 * acts, and what the components will render when they take over.
 */
function showOwnVotes(el: HTMLElement, postId: string) {
  const marked = new Set(document.cookie.split('; ').filter((cookie) => cookie.endsWith('=true')).map((cookie) => cookie.slice(0, -5)));
  el.querySelectorAll('article[id^="ob-comment-"]').forEach((article) => {
    for (const kind of ['like', 'dislike'])
      if (marked.has(`ob_comment_${kind}_${postId}_${article.id.slice(11)}`)) article.querySelector(`.pl-${kind}`)?.setAttribute('aria-pressed', 'true');
  });
}

/**
 * `comments-read.js`: what the loader runs, instead of comments.js, for a
 * comment section the server rendered (issue: comments readable before any
 * script). The comments are already on the page, so nothing more loads
 * until the reader moves toward them: a pointer over the section, focus or
 * a key in it fetch the code; a press on one of its buttons shows that
 * button busy at once, upgrades the section (upgrade.ts) and presses the
 * button again, now live: one click on Like likes, one Enter on Reply opens
 * the form. A link to a comment not on the page upgrades at once. The
 * reader's own votes show on the server's markup from the start. If the
 * code cannot be had, the section stays as it reads and the next press
 * tries again.
 */
export function mount(el: HTMLElement, options: CommentsOptions = {}): () => void {
  let off = () => {};
  let unmount: (() => void) | undefined;

  const arm = () => {
    const warm = () => void full().catch(() => {});
    const press = (event: Event) => {
      const button = (event.target as Element).closest('button');
      if (button) upgrade(button);
    };
    const events: [string, EventListener][] = [['pointerover', warm], ['focusin', warm], ['keydown', warm], ['click', press]];
    events.forEach(([type, listener]) => el.addEventListener(type, listener));
    off = () => events.forEach(([type, listener]) => el.removeEventListener(type, listener));
  };

  async function upgrade(pressed: HTMLElement | null) {
    off();
    pressed?.setAttribute('aria-disabled', 'true');
    try {
      unmount = await (await full()).upgrade(el, options);
      pressed?.removeAttribute('aria-disabled');
      pressed?.click();
    } catch (error) {
      pressed?.removeAttribute('aria-disabled');
      console.error('[porchlight] comments failed:', error);
      arm();
    }
  }

  showOwnVotes(el, options.postId ?? '');
  const linked = location.hash.startsWith('#ob-comment-') && !document.getElementById(location.hash.slice(1));
  if (linked) upgrade(null);
  else arm();
  return () => {
    off();
    unmount?.();
  };
}
