import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  edit_label: 'Tu comentario',
  save: 'Guardar',
  cancel: 'Cancelar',
  saving: 'Guardando tu comentario…',
  saved: 'Tu comentario se ha actualizado.',
  saved_held:
    'Tu comentario se ha actualizado y está pendiente de moderación: los lectores lo verán de nuevo cuando se apruebe.',
  delete_question: '¿Eliminar tu comentario? No se puede deshacer.',
  delete_yes: 'Eliminar comentario',
  delete_no: 'Conservarlo',
  deleting: 'Eliminando tu comentario…',
  removed: 'Tu comentario se ha eliminado.',
  remove_question: '¿Eliminar este comentario de {name} y sus respuestas? No se puede deshacer.',
  removing: 'Eliminando el comentario…',
  anonymous: 'Anónimo',
  removed_by: 'Eliminado: el comentario de {name}.',
  generic_error: 'Algo salió mal. Inténtalo de nuevo.',
};
