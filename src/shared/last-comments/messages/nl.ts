import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  heading: 'Nieuwste reacties',
  onPost: 'bij {title}',
  empty: 'Nog geen reacties.',
  graphError: 'Sorry, de nieuwste reacties konden niet worden geladen. Probeer het later opnieuw.',
};
