import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  rate: 'Valorar el comentario de {name}',
  like: 'Me gusta',
  dislike: 'No me gusta',
  score: 'Puntuación: {count}',
  vote_failed: 'Tu voto sobre el comentario de {name} no se guardó. Inténtalo de nuevo.',
};
