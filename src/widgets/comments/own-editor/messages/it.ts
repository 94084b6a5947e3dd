import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  edit_label: 'Il tuo commento',
  save: 'Salva',
  cancel: 'Annulla',
  saving: 'Salvataggio del commento…',
  saved: 'Il tuo commento è stato aggiornato.',
  saved_held:
    'Il tuo commento è stato aggiornato ed è in attesa di moderazione: i lettori lo rivedranno una volta approvato.',
  delete_question: 'Eliminare il tuo commento? L’operazione non si può annullare.',
  delete_yes: 'Elimina commento',
  delete_no: 'Mantienilo',
  deleting: 'Eliminazione del tuo commento…',
  removed: 'Il tuo commento è stato eliminato.',
  remove_question: 'Eliminare questo commento di {name} e le sue risposte? L’operazione non si può annullare.',
  removing: 'Eliminazione del commento…',
  anonymous: 'Anonimo',
  removed_by: 'Eliminato: il commento di {name}.',
  generic_error: 'Si è verificato un errore. Riprova.',
};
