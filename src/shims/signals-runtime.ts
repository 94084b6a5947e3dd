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
 * The updater uses signals-core's internal `S` (start tracking) and `c`
 * (the callback run on change), the same contract `@preact/signals` is built
 * on; signals-core is pinned by the lockfile and tests cover the behaviour.
 */
// This file is the render integration itself: a module-level tracking slot,
// the effect instance captured as `this`, and refs holding the latest
// callback are its mechanism, not slips the React rules guard against.
/* eslint-disable react/globals, react/immutability, typescript/no-this-alias */
import { options } from 'preact';
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
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

const diffed = options.diffed;
options.diffed = (vnode) => {
  stopTracking();
  diffed?.(vnode);
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
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [updater] = useState(() => createUpdater(rerender as () => void));
  useEffect(() => () => updater.d(), [updater]);
  finish = updater.S();
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
