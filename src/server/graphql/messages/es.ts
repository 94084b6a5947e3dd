import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  nameRequired: 'Escribe tu nombre.',
  nameTooLong: {
    one: 'Tu nombre puede tener como máximo {count} carácter.',
    many: 'Tu nombre puede tener como máximo {count} de caracteres.',
    other: 'Tu nombre puede tener como máximo {count} caracteres.',
  },
  emailInvalid: 'Escribe una dirección de correo electrónico válida o deja el campo vacío.',
  emailTooLong: {
    one: 'La dirección de correo electrónico puede tener como máximo {count} carácter.',
    many: 'La dirección de correo electrónico puede tener como máximo {count} de caracteres.',
    other: 'La dirección de correo electrónico puede tener como máximo {count} caracteres.',
  },
  websiteInvalid: 'El sitio web debe ser una dirección que empiece por http:// o https://.',
  websiteTooLong: {
    one: 'La dirección del sitio web puede tener como máximo {count} carácter.',
    many: 'La dirección del sitio web puede tener como máximo {count} de caracteres.',
    other: 'La dirección del sitio web puede tener como máximo {count} caracteres.',
  },
  commentRequired: 'Escribe un comentario.',
  commentTooLong: {
    one: 'Tu comentario puede tener como máximo {count} carácter.',
    many: 'Tu comentario puede tener como máximo {count} de caracteres.',
    other: 'Tu comentario puede tener como máximo {count} caracteres.',
  },
  recaptchaRequired: 'Confirma que no eres un robot.',
  recaptchaFailed: 'La verificación antirrobots ha fallado. Inténtalo de nuevo.',
  recaptchaExpired: 'La verificación antirrobots ha caducado. Inténtalo de nuevo.',
  recaptchaUsed: 'Esta verificación antirrobots ya se usó. Inténtalo de nuevo.',
  recaptchaElsewhere: 'Esta verificación antirrobots se hizo para otra página u otra conexión. Inténtalo de nuevo.',
  unknownPost: 'Esta entrada no existe.',
  unknownComment: 'Este comentario no existe.',
  unknownBlog: 'Este blog no existe.',
  commentsClosed: 'Los comentarios están cerrados en este blog.',
  postClosed: 'Los comentarios están cerrados en esta entrada.',
  votesClosed: 'Las votaciones están cerradas en este blog.',
  voteConflict: 'Primero cancela tu otro voto en este comentario.',
  votesFromAddress: 'Hoy han llegado demasiados votos a este comentario desde tu red; inténtalo de nuevo mañana.',
  tooManyChanges: 'Demasiados cambios desde aquí. Vuelve a intentarlo {when}.',
  tooManyPreviews: 'Demasiadas vistas previas desde aquí. Vuelve a intentarlo {when}.',
  badCursor: 'No se encuentra esta página de resultados; vuelve a cargar la página.',
  notAuthor: 'Solo el autor del blog puede moderar sus comentarios.',
  notHeld: 'Este comentario no está pendiente de moderación.',
  notYours: 'Solo quien escribió este comentario puede cambiarlo.',
  editClosed: 'Este comentario ya no se puede cambiar: ha pasado el plazo para editarlo o eliminarlo.',
  blockDays: 'Bloquea durante un número entero de días, de 1 a 365.',
  noEmail: 'Este comentario no tiene correo electrónico que bloquear.',
  noAddress: 'No se sabe de dónde vino este comentario: no se puede bloquear por dirección.',
  replyMailNeedsEmail: 'Escribe tu correo electrónico para recibir avisos de las respuestas.',
  replyMailOff: 'Este blog no envía correos sobre respuestas.',
  pinTopLevel: 'Solo se puede fijar un comentario visible que inicie una conversación.',
  heldFromAddress:
    'Ya tienes varios comentarios esperando la aprobación del autor en este blog. Envía este cuando se hayan leído: tu texto se conserva aquí.',
  heldOnPost:
    'Hay demasiados comentarios esperando la aprobación del autor en esta entrada. Envía el tuyo más tarde: tu texto se conserva aquí.',
};
