import { createElement, type ReactElement, type ReactNode } from 'react';
import { options } from 'preact';
import { nextTask } from '../../shared/next-task.ts';
import { SLICE } from '../../shared/comments/components/use-slices.ts';

/** A slice of threads' turn to hydrate: `came` once it has, `promise` settled then; `come()` brings it now. */
interface Turn {
  readonly promise: Promise<void>;
  came: boolean;
  come(): void;
}

/** The server's threads, hydrated after the section: each one's view, and when they all have hydrated. */
export interface LaterThreads {
  /** `view` of thread `id`, hydrated in its turn if the thread is one of the server's; as it is otherwise. */
  wrap(view: ReactElement, id: string): ReactElement;
  /**
   * The turn of thread `id` now, or every turn: the threads still waiting hydrate in the microtasks after it. For
   * a press in one, and for a change to the threads (a sort, an edit, a reply shown), which a thread must meet
   * hydrated: a list moves only what hydrated (a node still waiting has no children to move), and hydration writes
   * no attribute the change made new.
   */
  hurry(id?: string): void;
  /** Settles in the task after the last thread's turn, once every thread has hydrated. */
  all: Promise<void>;
}

/** The server's threads hydrating in turns in a section of the page: `dispose()` when the section goes. */
export interface ThreadsInTurns extends LaterThreads {
  dispose(): void;
}

/**
 * Hydrates the server's threads (`ids`, as they stand in `el`) in turns after the section, all at once at the first
 * change `changed` tells of (upgrade-on-preact.ts); called right before hydrating.
 */
export type HydrateInTurns = (
  el: HTMLElement,
  ids: string[],
  changed: { subscribe(heard: () => void): () => void },
) => ThreadsInTurns;

/** Preact's hook for what a component throws (`_catchError`, named `__e` in its build, as compat's Suspense uses it). */
interface CaughtHook {
  __e(error: unknown, vnode: { type: unknown; __c?: { forceUpdate(): void } }, ...more: unknown[]): void;
}

let installed = false;

/**
 * From now on, a Later that throws its turn's promise while it hydrates keeps the server's nodes as they
 * stand (Preact keeps them for it) and hydrates them when the promise settles, being drawn again then: compat's
 * Suspense does the same for hydration, without its 1.2 KB (the section runs on Preact's core, build.mjs). Anything
 * else thrown goes on as before.
 */
function hydrateOnSettle(): void {
  if (installed) return;
  installed = true;
  const hooks = options as unknown as CaughtHook;
  const caught = hooks.__e;
  hooks.__e = (error, vnode, ...more) => {
    const component = vnode.__c;
    if (vnode.type === Later && component) void (error as Promise<void>).then(() => component.forceUpdate());
    else caught(error, vnode, ...more);
  };
}

/** A thread the server drew, hydrated in its turn: until then its nodes stay as they stand, without handlers. */
function Later({ turn, children }: { turn: Turn; children?: ReactNode }) {
  if (!turn.came) throw turn.promise;
  return children;
}

/**
 * A thread's place in the list while it waits, and after: it never throws. Preact takes a node that threw for one
 * just made, which a list never moves: the list's own child, kept, would then stay where the server put it at a
 * sort after its turn. Its Later is made afresh at each render (a cheap one: the thread's own element is kept).
 */
function InTurn({ turn, children }: { turn: Turn; children?: ReactNode }) {
  return createElement(Later, { turn }, children);
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
  const every: Turn[] = [];
  let last = Promise.resolve();
  for (let at = 0; at < ids.length; at += SLICE) {
    const slice = ids.slice(at, at + SLICE);
    let settle = () => {};
    const turn: Turn = {
      promise: new Promise<void>((settled) => (settle = settled)),
      came: false,
      // `came` set first: its threads hydrate in the microtasks after it (hydrateOnSettle).
      come: () => {
        if (turn.came) return;
        turn.came = true;
        came(slice);
        settle();
      },
    };
    every.push(turn);
    last = last.then(aTask).then(turn.come);
    slice.forEach((id) => turns.set(id, turn));
  }
  return {
    // Kept round its thread for good, once its turn has come too: the thread's element never changes type.
    wrap: (view, id) => {
      const turn = turns.get(id);
      return turn ? createElement(InTurn, { key: id, turn }, view) : view;
    },
    hurry: (id) => (id === undefined ? every : [turns.get(id)]).forEach((turn) => turn?.come()),
    all: last.then(aTask),
  };
}
