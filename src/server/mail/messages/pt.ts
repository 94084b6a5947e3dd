import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Confirme os e-mails sobre respostas em {blog}',
  confirmText:
    'Alguém, esperamos que você, pediu para receber um e-mail quando alguém responder a um comentário em “{title}” ({blog}).\n\nPara confirmar, abra este link:\n{confirm}\n\nSe não foi você, ignore este e-mail: nada é enviado sobre este comentário sem confirmação.\n\nParar os e-mails sobre este comentário: {stop}\n',
  replySubject: '{name} respondeu ao seu comentário em “{title}”',
  replyText:
    '{name} respondeu ao seu comentário em “{title}”:\n\n{text}\n\nLeia na página: {url}\n\nVocê recebe este e-mail porque pediu para receber avisos sobre respostas a este comentário.\nParar estes e-mails: {stop}\n',
};
