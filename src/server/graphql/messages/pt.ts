import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  nameRequired: 'Informe seu nome.',
  nameTooLong: {
    one: 'Seu nome pode ter no máximo {count} caractere.',
    many: 'Seu nome pode ter no máximo {count} de caracteres.',
    other: 'Seu nome pode ter no máximo {count} caracteres.',
  },
  emailInvalid: 'Informe um endereço de e-mail válido ou deixe o campo em branco.',
  emailTooLong: {
    one: 'O endereço de e-mail pode ter no máximo {count} caractere.',
    many: 'O endereço de e-mail pode ter no máximo {count} de caracteres.',
    other: 'O endereço de e-mail pode ter no máximo {count} caracteres.',
  },
  websiteInvalid: 'O site deve ser um endereço que comece com http:// ou https://.',
  websiteTooLong: {
    one: 'O endereço do site pode ter no máximo {count} caractere.',
    many: 'O endereço do site pode ter no máximo {count} de caracteres.',
    other: 'O endereço do site pode ter no máximo {count} caracteres.',
  },
  commentRequired: 'Escreva um comentário.',
  commentTooLong: {
    one: 'Seu comentário pode ter no máximo {count} caractere.',
    many: 'Seu comentário pode ter no máximo {count} de caracteres.',
    other: 'Seu comentário pode ter no máximo {count} caracteres.',
  },
  recaptchaRequired: 'Confirme que você não é um robô.',
  recaptchaFailed: 'A verificação antirrobô falhou. Tente novamente.',
  recaptchaExpired: 'A verificação antirrobô expirou. Tente novamente.',
  recaptchaUsed: 'Esta verificação antirrobô já foi usada. Tente novamente.',
  recaptchaElsewhere: 'Esta verificação antirrobô foi feita para outra página ou outra conexão. Tente novamente.',
  unknownPost: 'Esta publicação não existe.',
  unknownComment: 'Este comentário não existe.',
  unknownBlog: 'Este blog não existe.',
  commentsClosed: 'Os comentários estão fechados neste blog.',
  postClosed: 'Os comentários estão fechados nesta publicação.',
  votesClosed: 'As votações estão fechadas neste blog.',
  voteConflict: 'Cancele primeiro seu outro voto neste comentário.',
  votesFromAddress: 'Chegaram hoje votos demais neste comentário a partir da sua rede; tente novamente amanhã.',
  tooManyChanges: 'Alterações demais a partir daqui. Tente novamente {when}.',
  tooManyPreviews: 'Pré-visualizações demais a partir daqui. Tente novamente {when}.',
  badCursor: 'Esta página de resultados não foi encontrada; recarregue a página.',
  notAuthor: 'Apenas o autor do blog pode moderar seus comentários.',
  notHeld: 'Este comentário não está aguardando moderação.',
  notYours: 'Apenas quem escreveu este comentário pode alterá-lo.',
  editClosed: 'Este comentário não pode mais ser alterado: o prazo para editá-lo ou excluí-lo terminou.',
  blockDays: 'Bloqueie por um número inteiro de dias, de 1 a 365.',
  noEmail: 'Este comentário não tem e-mail para bloquear.',
  noAddress: 'Não se sabe de onde veio este comentário: ele não pode ser bloqueado por endereço.',
  replyMailNeedsEmail: 'Informe seu e-mail para receber avisos de respostas.',
  replyMailOff: 'Este blog não envia e-mails sobre respostas.',
  pinTopLevel: 'Apenas um comentário visível que inicia uma conversa pode ser fixado.',
  heldFromAddress:
    'Já tem vários comentários à espera da aprovação do autor neste blog. Envie este quando tiverem sido lidos: o seu texto fica guardado aqui.',
  heldOnPost:
    'Há demasiados comentários à espera da aprovação do autor neste artigo. Envie o seu mais tarde: o seu texto fica guardado aqui.',
};
