import type { InteractionEffects } from '../chunks/effects.ts';
import type { ChunksEnv } from './env.ts';

/** The interactions' side effects, loaded once for the section; a failed load is forgotten, so the next interaction tries again. */
export function loadedEffects(env: Pick<ChunksEnv, 'effects'>): () => Promise<InteractionEffects> {
  let effectsLoading: Promise<InteractionEffects> | null = null;
  return () =>
    (effectsLoading ??= env.effects().catch((error) => {
      effectsLoading = null;
      throw error;
    }));
}
