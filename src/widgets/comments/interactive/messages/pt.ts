import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  edit: 'Editar',
  delete: 'Excluir',
  your_data: 'Seus dados…',
  copy_link: 'Copiar link',
  link_copied: 'Link copiado.',
  link_not_copied: 'Copie este link para o comentário:',
  signed_out: 'Sessão encerrada.',
  popup_blocked: 'Seu navegador bloqueou a janela.',
  popup_link: 'Abrir aqui',
};
