import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  confirmTitle: 'Confirmar os e-mails sobre respostas',
  confirmAsk: 'Enviar um e-mail para {email} quando alguém responder ao seu comentário em “{title}”?',
  confirmButton: 'Sim, enviar',
  confirmedTitle: 'Os e-mails sobre respostas estão ativados',
  confirmed:
    'Enviaremos um e-mail para {email} quando alguém responder ao seu comentário em “{title}” e aos outros comentários para os quais você pediu isso neste blog.',
  stopTitle: 'Parar os e-mails sobre respostas',
  stopAsk: 'Parar os e-mails para {email} sobre respostas ao seu comentário em “{title}”?',
  stopButton: 'Parar estes e-mails',
  stoppedTitle: 'Os e-mails sobre respostas estão desativados',
  stopped: 'Nenhum e-mail sobre respostas ao seu comentário em “{title}” será mais enviado para {email}.',
  back: 'Voltar à publicação',
  badTitle: 'Este link não funciona',
  bad: 'Talvez tenha sido cortado: copie o endereço completo do e-mail. Se o comentário foi excluído, seus e-mails pararam com ele.',
};
