import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  confirmSubject: 'Bestätigen Sie E-Mails über Antworten in {blog}',
  confirmText:
    'Jemand, hoffentlich Sie, hat darum gebeten, per E-Mail informiert zu werden, wenn jemand auf einen Kommentar zu „{title}“ ({blog}) antwortet.\n\nZur Bestätigung öffnen Sie diesen Link:\n{confirm}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Bestätigung wird zu diesem Kommentar nichts verschickt.\n\nKeine E-Mails mehr zu diesem Kommentar: {stop}\n',
  replySubject: '{name} hat auf Ihren Kommentar zu „{title}“ geantwortet',
  replyText:
    '{name} hat auf Ihren Kommentar zu „{title}“ geantwortet:\n\n{text}\n\nAuf der Seite lesen: {url}\n\nSie erhalten diese E-Mail, weil Sie gebeten haben, über Antworten auf diesen Kommentar informiert zu werden.\nKeine solchen E-Mails mehr: {stop}\n',
};
