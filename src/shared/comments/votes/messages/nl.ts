import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  rate: 'Reactie van {name} beoordelen',
  like: 'Leuk',
  dislike: 'Niet leuk',
  score: 'Score: {count}',
  vote_failed: 'Je stem op de reactie van {name} is niet opgeslagen. Probeer het opnieuw.',
};
