import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Confirma los correos sobre respuestas en {blog}',
  confirmText:
    'Alguien, esperamos que tú, pidió recibir un correo cuando alguien responda a un comentario en «{title}» ({blog}).\n\nPara confirmarlo, abre este enlace:\n{confirm}\n\nSi no fuiste tú, ignora este correo: no se envía nada sobre este comentario sin confirmación.\n\nDejar de recibir correos sobre este comentario: {stop}\n',
  replySubject: '{name} respondió a tu comentario en «{title}»',
  replyText:
    '{name} respondió a tu comentario en «{title}»:\n\n{text}\n\nLéelo en la página: {url}\n\nRecibes este correo porque pediste que te avisáramos de las respuestas a este comentario.\nDejar de recibir estos correos: {stop}\n',
};
