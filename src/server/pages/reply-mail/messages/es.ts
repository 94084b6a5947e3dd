import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  confirmTitle: 'Confirmar los correos sobre respuestas',
  confirmAsk: '¿Enviar un correo a {email} cuando alguien responda a tu comentario en «{title}»?',
  confirmButton: 'Sí, enviarlos',
  confirmedTitle: 'Los correos sobre respuestas están activados',
  confirmed:
    'Escribiremos a {email} cuando alguien responda a tu comentario en «{title}» y a los demás comentarios por los que lo pediste en este blog.',
  stopTitle: 'Dejar de recibir correos sobre respuestas',
  stopAsk: '¿Dejar de enviar correos a {email} sobre las respuestas a tu comentario en «{title}»?',
  stopButton: 'Dejar de recibir estos correos',
  stoppedTitle: 'Los correos sobre respuestas están desactivados',
  stopped: 'Ya no se enviarán a {email} correos sobre las respuestas a tu comentario en «{title}».',
  back: 'Volver a la entrada',
  badTitle: 'Este enlace no funciona',
  bad: 'Quizá se cortó: copia la dirección completa del correo. Si el comentario se eliminó, sus correos terminaron con él.',
};
