import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  heading: 'Moderatie',
  waiting: 'Wacht op goedkeuring ({count})',
  none: 'Er wachten geen reacties op goedkeuring.',
  held: 'Wacht op goedkeuring',
  in_reply: 'Antwoord op {name}',
  in_reply_earlier: 'Antwoord op een eerdere reactie',
  approve: 'Goedkeuren',
  reject: 'Afwijzen',
  block: 'Schrijver blokkeren',
  block_for: ': reactie van {name}, 30 dagen',
  blocked: '30 dagen geblokkeerd: wat {name} schrijft, wacht op goedkeuring.',
  who_said: '{name}, “{words}”',
  cannot_block:
    'Deze schrijver kan niet worden geblokkeerd: de reactie heeft geen e-mailadres en ook niet het adres waar hij vandaan kwam.',
  for_comment: ': reactie van {name}',
  approved: 'Goedgekeurd: de reactie van {name} is zichtbaar.',
  rejected: 'Afgewezen: de reactie van {name} is verwijderd.',
  open_state: 'Reacties zijn open bij dit bericht.',
  closed_state:
    'Reacties zijn gesloten bij dit bericht: wat er staat blijft leesbaar, er wordt niets nieuws aangenomen.',
  close: 'Reacties sluiten',
  reopen: 'Reacties heropenen',
  closed_done: 'Reacties zijn gesloten bij dit bericht.',
  opened_done: 'Reacties zijn weer open bij dit bericht.',
  pin: 'Bovenaan vastzetten',
  unpin: 'Losmaken',
  pinned_done: 'Bovenaan vastgezet.',
  unpinned_done: 'Losgemaakt.',
  delete: 'Verwijderen',
  reload: 'Laad de pagina opnieuw om hem op zijn plek te zien.',
  generic_error: 'Er ging iets mis. Probeer het opnieuw.',
  waiting_more: 'Wacht op goedkeuring ({count} getoond, er volgen er meer)',
  more: 'Meer wachtende tonen',
  more_shown: 'Nog {count} wachtende getoond.',
};
