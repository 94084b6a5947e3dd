import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  edit_label: 'Ihr Kommentar',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saving: 'Ihr Kommentar wird gespeichert…',
  saved: 'Ihr Kommentar ist aktualisiert.',
  saved_held:
    'Ihr Kommentar ist aktualisiert und wartet auf Freigabe: Leser sehen ihn wieder, sobald er freigegeben ist.',
  delete_question: 'Ihren Kommentar löschen? Das lässt sich nicht rückgängig machen.',
  delete_yes: 'Kommentar löschen',
  delete_no: 'Behalten',
  deleting: 'Ihr Kommentar wird gelöscht…',
  removed: 'Ihr Kommentar ist gelöscht.',
  remove_question:
    'Diesen Kommentar von {name} und die Antworten darauf löschen? Das lässt sich nicht rückgängig machen.',
  removing: 'Der Kommentar wird gelöscht…',
  anonymous: 'Anonym',
  removed_by: 'Gelöscht: der Kommentar von {name}.',
  generic_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
};
