import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  confirmTitle: 'E-Mails über Antworten bestätigen',
  confirmAsk: 'Eine E-Mail an {email} senden, wenn jemand auf Ihren Kommentar zu „{title}“ antwortet?',
  confirmButton: 'Ja, senden',
  confirmedTitle: 'E-Mails über Antworten sind eingeschaltet',
  confirmed:
    'Wir schreiben an {email}, wenn jemand auf Ihren Kommentar zu „{title}“ antwortet, und auf die anderen Kommentare in diesem Blog, für die Sie darum gebeten haben.',
  stopTitle: 'E-Mails über Antworten abbestellen',
  stopAsk: 'Die E-Mails an {email} über Antworten auf Ihren Kommentar zu „{title}“ abbestellen?',
  stopButton: 'Diese E-Mails abbestellen',
  stoppedTitle: 'E-Mails über Antworten sind ausgeschaltet',
  stopped: 'An {email} werden keine E-Mails über Antworten auf Ihren Kommentar zu „{title}“ mehr verschickt.',
  back: 'Zurück zum Beitrag',
  badTitle: 'Dieser Link funktioniert nicht',
  bad: 'Vielleicht wurde er abgeschnitten: Kopieren Sie die ganze Adresse aus der E-Mail. Wurde der Kommentar gelöscht, endeten seine E-Mails mit ihm.',
};
