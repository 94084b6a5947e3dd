import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Bevestig e-mails over antwoorden op {blog}',
  confirmText:
    'Iemand, hopelijk jij, heeft gevraagd per e-mail bericht te krijgen als iemand antwoordt op een reactie bij “{title}” ({blog}).\n\nOpen deze link om dit te bevestigen:\n{confirm}\n\nWas jij dit niet, negeer deze e-mail dan: zonder bevestiging wordt er niets over deze reactie verstuurd.\n\nGeen e-mails meer over deze reactie: {stop}\n',
  replySubject: '{name} heeft geantwoord op je reactie bij “{title}”',
  replyText:
    '{name} heeft geantwoord op je reactie bij “{title}”:\n\n{text}\n\nLees het op de pagina: {url}\n\nJe krijgt deze e-mail omdat je hebt gevraagd bericht te krijgen over antwoorden op deze reactie.\nGeen e-mails meer: {stop}\n',
};
