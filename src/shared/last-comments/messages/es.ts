import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  heading: 'Últimos comentarios',
  onPost: 'en {title}',
  empty: 'Todavía no hay comentarios.',
  graphError: 'Lo sentimos, no se pudieron cargar los últimos comentarios. Inténtalo de nuevo más tarde.',
};
