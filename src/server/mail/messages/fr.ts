import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Confirmez les e-mails de réponses sur {blog}',
  confirmText:
    'Quelqu’un, vous sans doute, a demandé à être prévenu par e-mail des réponses à un commentaire sur « {title} » ({blog}).\n\nPour confirmer, ouvrez ce lien :\n{confirm}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien n’est envoyé sur ce commentaire sans confirmation.\n\nArrêter les e-mails sur ce commentaire : {stop}\n',
  replySubject: '{name} a répondu à votre commentaire sur « {title} »',
  replyText:
    '{name} a répondu à votre commentaire sur « {title} » :\n\n{text}\n\nLa lire sur la page : {url}\n\nVous recevez cet e-mail parce que vous avez demandé à être prévenu des réponses à ce commentaire.\nNe plus recevoir ces e-mails : {stop}\n',
};
