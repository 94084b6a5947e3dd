/**
 * Preact build only: `@preact/signals-react/runtime` resolves here.
 *
 * Components call `useSignals()` so that, under real React, a render that
 * reads a signal subscribes to it. On Preact, `@preact/signals` (which the
 * build puts in place of `@preact/signals-react`) already tracks every
 * render through Preact's own hooks, so the call has nothing left to do.
 * Dropping the React runtime this way saves its bytes and its
 * `use-sync-external-store` shim on every page.
 */
export function useSignals(): void {}
