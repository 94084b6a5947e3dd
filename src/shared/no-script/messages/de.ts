import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  held: 'Ohne JavaScript wartet ein Kommentar auf die Freigabe durch den Autor, bevor er erscheint.',
  post_failed: 'Ihr Kommentar konnte nicht veröffentlicht werden:',
  posted_title: 'Ihr Kommentar',
  not_posted_title: 'Ihr Kommentar wurde nicht veröffentlicht',
  back: 'Zurück zum Beitrag',
  too_many: 'Zu viele Kommentare von hier: Bitte senden Sie das Formular {when} erneut.',
  other_site: 'Kommentare werden nur von den Seiten dieser Website angenommen.',
};
