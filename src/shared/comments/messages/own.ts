/** The words of editing and deleting one's own comment (they load with the editor's chunk, so both locales ride there, off the reading path). */
const en = {
  edit_label: 'Your comment',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving your comment…',
  saved: 'Your comment is updated.',
  saved_held: 'Your comment is updated and waits for moderation.',
  delete_question: 'Delete your comment? This cannot be undone.',
  delete_yes: 'Delete comment',
  delete_no: 'Keep it',
  deleting: 'Deleting your comment…',
  removed: 'Your comment is deleted.',
  remove_question: 'Delete this comment by {name}, and its replies? This cannot be undone.',
  removing: 'Deleting the comment…',
  anonymous: 'Anonymous',
  removed_by: 'Deleted: the comment by {name}.',
  generic_error: 'Something went wrong. Please try again.',
};

export type OwnMessageKey = keyof typeof en;

const fr: Record<OwnMessageKey, string> = {
  edit_label: 'Votre commentaire',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement de votre commentaire…',
  saved: 'Votre commentaire est modifié.',
  saved_held: 'Votre commentaire est modifié et attend la modération.',
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

export const ownMessages: Record<string, Record<OwnMessageKey, string>> = { en, fr };
