/**
 * Preact build only: `@preact/signals-react/runtime` resolves here, and
 * `@preact/signals-react` to ./signals-preact.ts.
 *
 * Components call `useSignals()` first so that, under real React, a render
 * that reads a signal subscribes to it. This is the same contract for
 * Preact at a fraction of `@preact/signals`' size (it also renders signals
 * as text and binds them to props, which we never do): each component gets
 * one updater effect; `useSignals()` starts tracking the render's reads on
 * it, and tracking stops when the next component starts or any vnode
 * finishes diffing. A change to a read signal re-renders that component.
 *
 * The updater hangs on the component itself, found through Preact's render
 * hook as `@preact/signals` finds it, and goes when the component unmounts:
 * no hook slots. Three hooks (a reducer, a state, an effect) held it before,
 * with a new closure and deps at every render, and every comment drawn is
 * several components: the JS heap held per comment shown was 24.1 KB with
 * them, 20.5 KB without (2,000 comments shown, bench/big-thread.bench.ts's
 * post).
 *
 * The updater uses signals-core's internal `S` (start tracking) and `c`
 * (the callback run on change), the same contract `@preact/signals` is built
 * on; signals-core is pinned by the lockfile and tests cover the behaviour.
 */
// This file is the render integration itself: a module-level tracking slot,
// the effect instance captured as `this`, and refs holding the latest
// callback are its mechanism, not slips the React rules guard against.
/* eslint-disable react/globals, react/immutability, typescript/no-this-alias */
import { options } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';

interface Updater {
  S(): () => void;
  c(): void;
  d(): void;
}

let finish: (() => void) | undefined;
const stopTracking = () => {
  const done = finish;
  finish = undefined;
  done?.();
};

/** A component as Preact's hooks see it, with the updater this module gives it. */
interface Tracked {
  /** Renders it again past its shouldComponentUpdate: preact/hooks skips a setState whose hooks' state came back. */
  forceUpdate(): void;
  signalsUpdater?: Updater;
}

/** Preact's hook before a component renders (`_render`, named `__r` in its build, as preact/hooks and `@preact/signals` use it). */
interface RenderHook {
  __r?(vnode: { __c?: Tracked | null }): void;
}

// The component rendering now, from Preact's render hook to the end of its diff: kept no longer, so that a tree
// rendered (the server's, a request's) is not held by it.
let rendering: Tracked | null | undefined;

const diffed = options.diffed;
options.diffed = (vnode) => {
  stopTracking();
  rendering = null;
  diffed?.(vnode);
};

const hooks = options as unknown as RenderHook;
const render = hooks.__r;
hooks.__r = (vnode) => {
  // A component that reads no signal of its own (no useSignals) must not have its reads counted as its parent's.
  stopTracking();
  render?.(vnode);
  rendering = vnode.__c;
};

const unmount = options.unmount;
options.unmount = (vnode) => {
  (vnode as { __c?: Tracked | null }).__c?.signalsUpdater?.d();
  unmount?.(vnode);
};

function createUpdater(rerender: () => void): Updater {
  let updater!: Updater;
  effect(function (this: Updater) {
    updater = this;
  });
  updater.c = rerender;
  return updater;
}

export function useSignals(): void {
  stopTracking();
  const component = rendering!;
  finish = (component.signalsUpdater ??= createUpdater(() => component.forceUpdate())).S();
}

export function useSignal<T>(value: T): Signal<T> {
  return useState(() => signal(value))[0];
}

export function useComputed<T>(compute: () => T): ReadonlySignal<T> {
  const latest = useRef(compute);
  latest.current = compute;
  return useState(() => computed(() => latest.current()))[0];
}

export function useSignalEffect(callback: () => void | (() => void)): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => effect(() => latest.current()), [latest]);
}
