import type { InteractionEffects } from '../chunks/effects.ts';
import type { CommentsEnv } from './env.ts';
import type { CommentsOptions } from '../options.ts';

/** What the section's parts share besides the section itself: made once, by the composition root (widget.ts). */
export interface SectionParts {
  env: CommentsEnv;
  options: CommentsOptions;
  /** The interactions' side effects, loaded once (effects.ts). */
  effects(): Promise<InteractionEffects>;
  /** The section's words, asked for once (language.ts). */
  loadWords(): Promise<void> | false;
  /** What the section undoes when it is disposed of. */
  offs: (() => void)[];
}
