import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  rate: 'Noter le commentaire de {name}',
  like: 'J’aime',
  dislike: 'Je n’aime pas',
  score: 'Score : {count}',
  vote_failed: 'Votre vote sur le commentaire de {name} n’a pas été enregistré. Veuillez réessayer.',
};
