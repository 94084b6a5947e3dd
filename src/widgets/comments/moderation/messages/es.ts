import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  heading: 'Moderación',
  waiting: 'Pendientes de aprobación ({count})',
  none: 'No hay comentarios pendientes de aprobación.',
  held: 'Pendiente de aprobación',
  in_reply: 'En respuesta a {name}',
  in_reply_earlier: 'En respuesta a un comentario anterior',
  approve: 'Aprobar',
  reject: 'Rechazar',
  block: 'Bloquear al autor',
  block_for: ' del comentario de {name} durante 30 días',
  blocked: 'Bloqueado durante 30 días: lo que escriba {name} quedará pendiente de aprobación.',
  who_said: '{name}, «{words}»',
  cannot_block:
    'No se puede bloquear a esta persona: su comentario no tiene ni correo electrónico ni la dirección de la que vino.',
  for_comment: ' el comentario de {name}',
  approved: 'Aprobado: el comentario de {name} ya se muestra.',
  rejected: 'Rechazado: el comentario de {name} se ha eliminado.',
  open_state: 'Los comentarios están abiertos en esta entrada.',
  closed_state: 'Los comentarios están cerrados en esta entrada: lo que hay sigue visible y no se acepta nada nuevo.',
  close: 'Cerrar los comentarios',
  reopen: 'Reabrir los comentarios',
  closed_done: 'Los comentarios están cerrados en esta entrada.',
  opened_done: 'Los comentarios vuelven a estar abiertos en esta entrada.',
  pin: 'Fijar arriba',
  unpin: 'Dejar de fijar',
  pinned_done: 'Fijado arriba.',
  unpinned_done: 'Ya no está fijado.',
  delete: 'Eliminar',
  reload: 'Vuelve a cargar la página para verlo en su sitio.',
  generic_error: 'Algo salió mal. Inténtalo de nuevo.',
  waiting_more: 'Pendientes de aprobación ({count} mostrados, hay más)',
  more: 'Mostrar más pendientes',
  more_shown: '{count} pendientes más mostrados.',
};
