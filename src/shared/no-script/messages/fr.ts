import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  held: 'Sans JavaScript, un commentaire attend l’approbation de l’auteur avant de paraître.',
  post_failed: 'Votre commentaire n’a pas pu être publié :',
  posted_title: 'Votre commentaire',
  not_posted_title: 'Votre commentaire n’a pas été publié',
  back: 'Retour à l’article',
  too_many: 'Trop de commentaires d’ici : renvoyez le formulaire {when}.',
  other_site: 'Les commentaires ne sont acceptés que depuis les pages de ce site.',
};
