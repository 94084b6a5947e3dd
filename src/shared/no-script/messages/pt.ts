import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  held: 'Sem JavaScript, um comentário aguarda a aprovação do autor antes de aparecer.',
  post_failed: 'Não foi possível publicar seu comentário:',
  posted_title: 'Seu comentário',
  not_posted_title: 'Seu comentário não foi publicado',
  back: 'Voltar à publicação',
  too_many: 'Comentários demais a partir daqui: envie o formulário novamente {when}.',
  other_site: 'Os comentários só são aceitos a partir das páginas deste site.',
};
