/**
 * Preact build only: `@preact/signals-react` resolves here. The stores'
 * primitives come straight from signals-core; the hooks and the render
 * tracking live in ./signals-runtime.ts.
 */
export { batch, computed, effect, signal, untracked, Signal, type ReadonlySignal } from '@preact/signals-core';
export { useComputed, useSignal, useSignalEffect } from './signals-runtime.ts';
