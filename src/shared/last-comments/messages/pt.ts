import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  heading: 'Últimos comentários',
  onPost: 'em {title}',
  empty: 'Ainda não há comentários.',
  graphError: 'Desculpe, não foi possível carregar os últimos comentários. Tente novamente mais tarde.',
};
