import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  heading: 'Moderação',
  waiting: 'Aguardando aprovação ({count})',
  none: 'Nenhum comentário aguarda aprovação.',
  held: 'Aguardando aprovação',
  in_reply: 'Em resposta a {name}',
  in_reply_earlier: 'Em resposta a um comentário anterior',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  block: 'Bloquear autor',
  block_for: ' do comentário de {name} por 30 dias',
  blocked: 'Bloqueado por 30 dias: o que {name} escrever aguardará aprovação.',
  for_comment: ' o comentário de {name}',
  approved: 'Aprovado: o comentário de {name} está visível.',
  rejected: 'Rejeitado: o comentário de {name} foi excluído.',
  open_state: 'Os comentários estão abertos nesta publicação.',
  closed_state: 'Os comentários estão fechados nesta publicação: o que está aqui continua legível, nada novo é aceito.',
  close: 'Fechar comentários',
  reopen: 'Reabrir comentários',
  closed_done: 'Os comentários estão fechados nesta publicação.',
  opened_done: 'Os comentários estão abertos novamente nesta publicação.',
  pin: 'Fixar no topo',
  unpin: 'Desafixar',
  pinned_done: 'Fixado no topo.',
  unpinned_done: 'Desafixado.',
  delete: 'Excluir',
  reload: 'Recarregue a página para vê-lo em seu lugar.',
  generic_error: 'Algo deu errado. Tente novamente.',
};
