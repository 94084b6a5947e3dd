import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  held: 'Sin JavaScript, un comentario espera la aprobación del autor antes de mostrarse.',
  post_failed: 'No se pudo publicar tu comentario:',
  posted_title: 'Tu comentario',
  not_posted_title: 'Tu comentario no se publicó',
  back: 'Volver a la entrada',
  too_many: 'Demasiados comentarios desde aquí: vuelve a enviar el formulario {when}.',
  other_site: 'Solo se aceptan comentarios desde las páginas de este sitio.',
};
