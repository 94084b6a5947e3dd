import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  label: 'Compartilhar esta publicação',
  share: 'Compartilhar',
  shareOn: 'Compartilhar em {name} (abre em uma nova janela)',
  email: 'E-mail',
};
