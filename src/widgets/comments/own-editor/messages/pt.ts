import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  edit_label: 'Seu comentário',
  save: 'Salvar',
  cancel: 'Cancelar',
  saving: 'Salvando seu comentário…',
  saved: 'Seu comentário foi atualizado.',
  saved_held: 'Seu comentário foi atualizado e aguarda moderação: os leitores voltam a vê-lo quando for aprovado.',
  delete_question: 'Excluir seu comentário? Isso não pode ser desfeito.',
  delete_yes: 'Excluir comentário',
  delete_no: 'Manter',
  deleting: 'Excluindo seu comentário…',
  removed: 'Seu comentário foi excluído.',
  remove_question: 'Excluir este comentário de {name} e suas respostas? Isso não pode ser desfeito.',
  removing: 'Excluindo o comentário…',
  anonymous: 'Anônimo',
  removed_by: 'Excluído: o comentário de {name}.',
  generic_error: 'Algo deu errado. Tente novamente.',
};
