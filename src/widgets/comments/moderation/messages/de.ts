import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  heading: 'Moderation',
  waiting: 'Warten auf Freigabe ({count})',
  none: 'Kein Kommentar wartet auf Freigabe.',
  held: 'Wartet auf Freigabe',
  in_reply: 'Antwort an {name}',
  in_reply_earlier: 'Antwort auf einen früheren Kommentar',
  approve: 'Freigeben',
  reject: 'Ablehnen',
  block: 'Verfasser sperren',
  block_for: ': Kommentar von {name}, für 30 Tage',
  blocked: 'Für 30 Tage gesperrt: Was {name} schreibt, wartet auf Freigabe.',
  who_said: '{name}, „{words}“',
  cannot_block:
    'Diese Person kann nicht gesperrt werden: Ihr Kommentar trägt weder eine E-Mail-Adresse noch die Adresse, von der er kam.',
  for_comment: ': Kommentar von {name}',
  approved: 'Freigegeben: Der Kommentar von {name} wird angezeigt.',
  rejected: 'Abgelehnt: Der Kommentar von {name} ist gelöscht.',
  open_state: 'Kommentare sind bei diesem Beitrag geöffnet.',
  closed_state:
    'Kommentare sind bei diesem Beitrag geschlossen: Vorhandenes bleibt lesbar, Neues wird nicht angenommen.',
  close: 'Kommentare schließen',
  reopen: 'Kommentare wieder öffnen',
  closed_done: 'Kommentare sind bei diesem Beitrag geschlossen.',
  opened_done: 'Kommentare sind bei diesem Beitrag wieder geöffnet.',
  pin: 'Oben anheften',
  unpin: 'Nicht mehr anheften',
  pinned_done: 'Oben angeheftet.',
  unpinned_done: 'Nicht mehr angeheftet.',
  delete: 'Löschen',
  reload: 'Laden Sie die Seite neu, um ihn an seiner Stelle zu sehen.',
  generic_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  waiting_more: 'Warten auf Freigabe ({count} angezeigt, weitere folgen)',
  more: 'Weitere wartende anzeigen',
  more_shown: '{count} weitere wartende angezeigt.',
};
