import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  edit: 'Editar',
  delete: 'Eliminar',
  your_data: 'Tus datos…',
  copy_link: 'Copiar enlace',
  link_copied: 'Enlace copiado.',
  link_not_copied: 'Copia este enlace al comentario:',
  signed_out: 'Has cerrado sesión.',
  popup_blocked: 'Tu navegador bloqueó la ventana.',
  popup_link: 'Ábrela aquí',
};
