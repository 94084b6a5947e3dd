import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  rate: 'Avaliar o comentário de {name}',
  like: 'Gostei',
  dislike: 'Não gostei',
  score: 'Pontuação: {count}',
  vote_failed: 'Seu voto no comentário de {name} não foi salvo. Tente novamente.',
};
