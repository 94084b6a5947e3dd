import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  nameTooLong: {
    one: 'Ihr Name darf höchstens {count} Zeichen lang sein.',
    other: 'Ihr Name darf höchstens {count} Zeichen lang sein.',
  },
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer.',
  emailTooLong: {
    one: 'Die E-Mail-Adresse darf höchstens {count} Zeichen lang sein.',
    other: 'Die E-Mail-Adresse darf höchstens {count} Zeichen lang sein.',
  },
  websiteInvalid: 'Die Website muss eine Adresse sein, die mit http:// oder https:// beginnt.',
  websiteTooLong: {
    one: 'Die Adresse der Website darf höchstens {count} Zeichen lang sein.',
    other: 'Die Adresse der Website darf höchstens {count} Zeichen lang sein.',
  },
  commentRequired: 'Bitte schreiben Sie einen Kommentar.',
  commentTooLong: {
    one: 'Ihr Kommentar darf höchstens {count} Zeichen lang sein.',
    other: 'Ihr Kommentar darf höchstens {count} Zeichen lang sein.',
  },
  recaptchaRequired: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
  recaptchaFailed: 'Die Anti-Roboter-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  recaptchaExpired: 'Die Anti-Roboter-Prüfung ist abgelaufen. Bitte versuchen Sie es erneut.',
  recaptchaUsed: 'Diese Anti-Roboter-Prüfung wurde bereits verwendet. Bitte versuchen Sie es erneut.',
  recaptchaElsewhere:
    'Diese Anti-Roboter-Prüfung wurde für eine andere Seite oder Verbindung erstellt. Bitte versuchen Sie es erneut.',
  unknownPost: 'Diesen Beitrag gibt es nicht.',
  unknownComment: 'Diesen Kommentar gibt es nicht.',
  unknownBlog: 'Diesen Blog gibt es nicht.',
  commentsClosed: 'Kommentare sind in diesem Blog geschlossen.',
  postClosed: 'Kommentare sind bei diesem Beitrag geschlossen.',
  votesClosed: 'Bewertungen sind in diesem Blog geschlossen.',
  voteConflict: 'Nehmen Sie zuerst Ihre andere Bewertung dieses Kommentars zurück.',
  votesFromAddress:
    'Von Ihrem Netzwerk kamen heute zu viele Bewertungen dieses Kommentars; versuchen Sie es morgen erneut.',
  tooManyChanges: 'Zu viele Änderungen von hier. Bitte versuchen Sie es {when} erneut.',
  tooManyPreviews: 'Zu viele Vorschauen von hier. Bitte versuchen Sie es {when} erneut.',
  badCursor: 'Diese Ergebnisseite wurde nicht gefunden; bitte laden Sie die Seite neu.',
  notAuthor: 'Nur der Autor des Blogs kann dessen Kommentare moderieren.',
  notHeld: 'Dieser Kommentar wartet nicht auf Moderation.',
  notYours: 'Nur wer diesen Kommentar geschrieben hat, kann ihn ändern.',
  editClosed: 'Dieser Kommentar kann nicht mehr geändert werden: Die Frist zum Bearbeiten oder Löschen ist abgelaufen.',
  blockDays: 'Sperren Sie für eine ganze Zahl von Tagen zwischen 1 und 365.',
  noEmail: 'Dieser Kommentar hat keine E-Mail-Adresse, die gesperrt werden könnte.',
  noAddress: 'Woher dieser Kommentar kam, ist nicht bekannt: Er kann nicht nach Adresse gesperrt werden.',
  replyMailNeedsEmail: 'Geben Sie Ihre E-Mail-Adresse an, um über Antworten informiert zu werden.',
  replyMailOff: 'Dieser Blog verschickt keine E-Mails über Antworten.',
  pinTopLevel: 'Nur ein sichtbarer Kommentar, der eine Diskussion beginnt, kann angeheftet werden.',
  heldFromAddress:
    'Auf diesem Blog warten bereits mehrere Ihrer Kommentare auf die Freigabe durch den Autor. Senden Sie diesen, sobald sie gelesen wurden: Ihr Text bleibt hier erhalten.',
  heldOnPost:
    'Zu viele Kommentare warten bei diesem Beitrag auf die Freigabe durch den Autor. Senden Sie Ihren später: Ihr Text bleibt hier erhalten.',
};
