import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  confirmTitle: 'Conferma le email sulle risposte',
  confirmAsk: 'Inviare un’email a {email} quando qualcuno risponde al tuo commento su «{title}»?',
  confirmButton: 'Sì, inviale',
  confirmedTitle: 'Le email sulle risposte sono attive',
  confirmed:
    'Scriveremo a {email} quando qualcuno risponderà al tuo commento su «{title}» e agli altri commenti per cui l’hai chiesto su questo blog.',
  stopTitle: 'Interrompi le email sulle risposte',
  stopAsk: 'Interrompere le email a {email} sulle risposte al tuo commento su «{title}»?',
  stopButton: 'Interrompi queste email',
  stoppedTitle: 'Le email sulle risposte sono disattivate',
  stopped: 'Non verranno più inviate email a {email} sulle risposte al tuo commento su «{title}».',
  back: 'Torna all’articolo',
  badTitle: 'Questo link non funziona',
  bad: 'Forse è stato tagliato: copia l’indirizzo completo dall’email. Se il commento è stato eliminato, le sue email sono finite con lui.',
};
