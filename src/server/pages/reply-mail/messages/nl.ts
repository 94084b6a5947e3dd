import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  confirmTitle: 'E-mails over antwoorden bevestigen',
  confirmAsk: 'Een e-mail naar {email} sturen als iemand op je reactie bij “{title}” antwoordt?',
  confirmButton: 'Ja, stuur ze',
  confirmedTitle: 'E-mails over antwoorden staan aan',
  confirmed:
    'We mailen {email} als iemand antwoordt op je reactie bij “{title}”, en op de andere reacties op deze blog waarvoor je dat vroeg.',
  stopTitle: 'E-mails over antwoorden stoppen',
  stopAsk: 'De e-mails naar {email} over antwoorden op je reactie bij “{title}” stoppen?',
  stopButton: 'Deze e-mails stoppen',
  stoppedTitle: 'E-mails over antwoorden staan uit',
  stopped: 'Er worden geen e-mails meer naar {email} gestuurd over antwoorden op je reactie bij “{title}”.',
  back: 'Terug naar het bericht',
  badTitle: 'Deze link werkt niet',
  bad: 'Misschien is hij afgebroken: kopieer het hele adres uit de e-mail. Als de reactie is verwijderd, zijn de e-mails erover ook gestopt.',
};
