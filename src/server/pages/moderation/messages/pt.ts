import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  title: {
    one: 'Moderação: {count} aguardando – {blog}',
    many: 'Moderação: {count} aguardando – {blog}',
    other: 'Moderação: {count} aguardando – {blog}',
  },
  titleNone: 'Moderação: nada aguardando – {blog}',
  heading: 'Comentários aguardando em {blog}',
  none: 'Nenhum comentário aguardando.',
  whoSaid: '{name}, “{words}”',
  on: '{name} em “{title}”',
  wrote: 'Escrito em {date}',
  email: 'E-mail: {email}',
  website: 'Site: {website}',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  block: 'Bloquear autor',
  actionOf: ' o comentário de {name} em “{title}”',
  blockOf: ' do comentário de {name} em “{title}”, por 30 dias',
  blocked:
    '{name} está bloqueado por 30 dias: o que escrever aguardará aprovação. O comentário continua aguardando aqui.',
  unblockable: 'Não é possível bloquear esta pessoa: o comentário não tem e-mail nem o endereço de onde veio.',
  approved: 'O comentário de {name} foi aprovado: ele aparece em “{title}”.',
  rejected: 'O comentário foi rejeitado: ele foi removido.',
  gone: 'Esse comentário já foi moderado.',
  signIn: 'Entre como autor do blog para moderar seus comentários.',
  signInLink: 'Entrar',
  notAuthor: 'Apenas o autor do blog pode moderar seus comentários.',
  noBlog: 'Esse blog não existe.',
  tooMany: 'Alterações demais de uma vez. Aguarde um minuto e tente novamente.',
  refusedTitle: 'Moderação',
  titlePaged: 'Moderação: uma página dos comentários aguardando – {blog}',
  pages: 'Páginas dos comentários aguardando',
  nextPage: 'Próximos comentários aguardando',
  firstPage: 'Primeiros comentários aguardando',
};
