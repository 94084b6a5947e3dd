import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Conferma le email sulle risposte su {blog}',
  confirmText:
    'Qualcuno, speriamo tu, ha chiesto di ricevere un’email quando qualcuno risponde a un commento su «{title}» ({blog}).\n\nPer confermare, apri questo link:\n{confirm}\n\nSe non sei stato tu, ignora questa email: senza conferma non viene inviato nulla su questo commento.\n\nNon ricevere più email su questo commento: {stop}\n',
  replySubject: '{name} ha risposto al tuo commento su «{title}»',
  replyText:
    '{name} ha risposto al tuo commento su «{title}»:\n\n{text}\n\nLeggilo sulla pagina: {url}\n\nRicevi questa email perché hai chiesto di ricevere avvisi sulle risposte a questo commento.\nNon ricevere più queste email: {stop}\n',
};
