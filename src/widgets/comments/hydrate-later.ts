import { createElement, type ReactElement, type ReactNode } from 'react';
import { options } from 'preact';
import { nextTask } from '../../shared/next-task.ts';
import { SLICE } from '../../shared/comments/components/use-slices.ts';
import { listen } from '../../shared/ui/listen.ts';

/** A slice of threads' turn to hydrate: `came` once it has, `promise` settled then. */
interface Turn {
  readonly promise: Promise<void>;
  came: boolean;
}

/** The server's threads, hydrated after the section: each one's view, and when they all have hydrated. */
export interface LaterThreads {
  /** `view` of thread `id`, hydrated in its turn if the thread is one of the server's; as it is otherwise. */
  wrap(view: ReactElement, id: string): ReactElement;
  /** Settles in the task after the last thread's turn, once every thread has hydrated. */
  all: Promise<void>;
}

/** Preact's hook for what a component throws (`_catchError`, named `__e` in its build, as compat's Suspense uses it). */
interface CaughtHook {
  __e(error: unknown, vnode: { __c?: { forceUpdate(): void } }, ...more: unknown[]): void;
}

let installed = false;

/**
 * From now on, a component that throws a promise while it hydrates (Later) keeps the server's nodes as they stand
 * (Preact keeps them for it) and hydrates them once the promise settles: what compat's Suspense does for hydration,
 * without its 1.2 KB (the section runs on Preact's core, build.mjs). Anything else thrown goes on as before.
 */
function hydrateOnSettle(): void {
  if (installed) return;
  installed = true;
  const hooks = options as unknown as CaughtHook;
  const caught = hooks.__e;
  hooks.__e = (error, vnode, ...more) => {
    const component = vnode.__c;
    if (error instanceof Promise && component) void error.then(() => component.forceUpdate());
    else caught(error, vnode, ...more);
  };
}

/** A thread the server drew, hydrated in its turn: until then its nodes stay as they stand, without handlers. */
function Later({ turn, children }: { turn: Turn; children?: ReactNode }) {
  if (!turn.came) throw turn.promise;
  return children;
}

/** Settles in a task of its own, after the browser has had its turn. */
const aTask = () => new Promise<void>((settle) => nextTask(settle));

/**
 * The turns of the server's threads (`ids`, in the order they stand) to hydrate after the section, a slice
 * (use-slices.ts's SLICE) per task, as a page of more is drawn. Hydrated with the section, the server's first page
 * of a big post held the upgrade for 90–100 ms with the CPU slowed 4× (bench/big-thread.bench.ts), and two threads
 * of it 55–75 ms; the section alone holds no task over 50. `came` hears each slice's ids in its turn.
 */
export function laterThreads(ids: readonly string[], came: (ids: string[]) => void): LaterThreads {
  hydrateOnSettle();
  const turns = new Map<string, Turn>();
  let last = Promise.resolve();
  for (let at = 0; at < ids.length; at += SLICE) {
    const slice = ids.slice(at, at + SLICE);
    // `came` set first: its threads hydrate in the microtasks after it (hydrateOnSettle).
    const turn: Turn = {
      came: false,
      promise: (last = last.then(aTask).then(() => {
        turn.came = true;
        came(slice);
      })),
    };
    slice.forEach((id) => turns.set(id, turn));
  }
  return {
    // Kept round its thread for good, once its turn has come too: the thread's element never changes type.
    wrap: (view, id) => {
      const turn = turns.get(id);
      return turn ? createElement(Later, { key: id, turn }, view) : view;
    },
    all: last.then(aTask),
  };
}

/** The section's mark while the server's threads hydrate in turns: how many still wait (a page, and a test, may watch). */
const LATER = 'data-porchlight-later';

/**
 * The server's threads (`ids`, as they stand in `el`), hydrated a slice per task after the section
 * (laterThreads). A press in one still waiting, whose nodes have no handlers yet, is made again once every
 * thread has hydrated, a few tasks on: one press, carried out once, as read.ts does for a press before the upgrade.
 * The threads' nodes stay as the server wrote them meanwhile. Call right before hydrating.
 */
export function hydrateInTurns(el: HTMLElement, ids: string[]): LaterThreads {
  const waiting = new Map(ids.map((id) => [id, el.querySelector(`[id="ob-comment-${id}"]`)?.parentElement]));
  const mark = () => el.setAttribute(LATER, String(waiting.size));
  mark();
  const later = laterThreads(ids, (came) => (came.forEach((id) => waiting.delete(id)), mark()));
  const offPress = listen(el, 'click', (event) => {
    const pressed = (event.target as Element).closest('button');
    if (!pressed || pressed.getAttribute('aria-disabled') || ![...waiting.values()].some((li) => li?.contains(pressed)))
      return;
    pressed.setAttribute('aria-disabled', 'true');
    void later.all.then(() => {
      pressed.removeAttribute('aria-disabled');
      pressed.click();
    });
  });
  void later.all.then(() => (offPress(), el.removeAttribute(LATER)));
  return later;
}
