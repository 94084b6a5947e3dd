import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  edit_label: 'Votre commentaire',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement de votre commentaire…',
  saved: 'Votre commentaire est modifié.',
  saved_held: 'Votre commentaire est modifié et attend la modération : les lecteurs le reverront une fois approuvé.',
  delete_question: 'Supprimer votre commentaire ? C’est définitif.',
  delete_yes: 'Supprimer le commentaire',
  delete_no: 'Le garder',
  deleting: 'Suppression de votre commentaire…',
  removed: 'Votre commentaire est supprimé.',
  remove_question: 'Supprimer ce commentaire de {name}, et ses réponses ? C’est définitif.',
  removing: 'Suppression du commentaire…',
  anonymous: 'Anonyme',
  removed_by: 'Supprimé : le commentaire de {name}.',
  generic_error: 'Une erreur est survenue. Veuillez réessayer.',
};
