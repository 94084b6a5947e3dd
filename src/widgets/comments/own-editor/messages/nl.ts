import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  edit_label: 'Je reactie',
  save: 'Opslaan',
  cancel: 'Annuleren',
  saving: 'Je reactie wordt opgeslagen…',
  saved: 'Je reactie is bijgewerkt.',
  saved_held: 'Je reactie is bijgewerkt en wacht op goedkeuring: lezers zien haar weer zodra ze is goedgekeurd.',
  delete_question: 'Je reactie verwijderen? Dit kan niet ongedaan worden gemaakt.',
  delete_yes: 'Reactie verwijderen',
  delete_no: 'Behouden',
  deleting: 'Je reactie wordt verwijderd…',
  removed: 'Je reactie is verwijderd.',
  remove_question: 'Deze reactie van {name} en de antwoorden erop verwijderen? Dit kan niet ongedaan worden gemaakt.',
  removing: 'De reactie wordt verwijderd…',
  anonymous: 'Anoniem',
  removed_by: 'Verwijderd: de reactie van {name}.',
  generic_error: 'Er ging iets mis. Probeer het opnieuw.',
};
