import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  signInTitle: 'Anmelden',
  intro: 'Melden Sie sich an, um mit Ihrem Konto zu kommentieren.',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  failed: 'E-Mail-Adresse oder Passwort ist nicht richtig.',
  tooMany: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  signedIn: 'Sie sind als {name} angemeldet. Dieses Fenster wird geschlossen.',
  close: 'Dieses Fenster schließen',
  signOutTitle: 'Abmelden',
  signOut: 'Abmelden',
  signedOutTitle: 'Abgemeldet',
  signedOut: 'Sie sind abgemeldet. Dieses Fenster wird geschlossen.',
  withProvider: 'Mit {name} anmelden',
  orPassword: 'Oder mit Ihrer E-Mail-Adresse und Ihrem Passwort',
  providerFailed: 'Die Anmeldung mit {name} hat nicht geklappt. Bitte versuchen Sie es erneut.',
  providerDown:
    '{name} ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut oder melden Sie sich auf andere Weise an.',
  accountTitle: 'Dein Konto',
  accountIntro: 'Du bist angemeldet als {name}.',
  dataTitle: 'Deine Daten',
  dataIntro:
    'Lade alles herunter, was dieser Server über dich speichert, als JSON-Datei: dein Konto, deine Kommentare, die Stimmen dieses Browsers, deine Antwortbenachrichtigungen und deine Sitzungen.',
  download: 'Meine Daten herunterladen',
  deleteTitle: 'Konto löschen',
  deleteIntro:
    'Dein Konto, seine Sitzungen und die Stimmen dieses Browsers werden gelöscht. Jeder Blog entscheidet, ob deine Kommentare verschwinden oder als „Kommentar gelöscht“ bleiben, damit die Antworten lesbar bleiben.',
  deleteStart: 'Mein Konto löschen…',
  confirmTitle: 'Konto löschen?',
  confirmText: 'Das lässt sich nicht rückgängig machen. Du wirst abgemeldet.',
  confirmDelete: 'Mein Konto löschen',
  keep: 'Konto behalten',
  deletedTitle: 'Konto gelöscht',
  deleted: 'Dein Konto und deine Daten sind gelöscht.',
  signInFirst: 'Melde dich an, um dein Konto und deine Daten zu sehen.',
  writerTitle: 'Ohne Konto geschriebene Kommentare',
  writerIntro:
    'Gib die E-Mail-Adresse an, mit der du deine Kommentare geschrieben hast. Wir schicken dir einen Link, eine Stunde gültig, um herunterzuladen, was dieser Server davon speichert, oder es zu löschen.',
  sendLink: 'Link senden',
  linkSent:
    'Wenn mit dieser Adresse Kommentare geschrieben wurden, ist ein Link dorthin unterwegs. Er gilt eine Stunde.',
  noMail: 'Dieser Server verschickt keine E-Mails. Bitte die Betreiber, deine Kommentare zu löschen.',
  linkExpired: 'Dieser Link ist abgelaufen oder ungültig.',
  askAgain: 'Neuen Link anfordern',
  writerFound: 'Mit {email} ohne Konto geschriebene Kommentare: {count}.',
  writerDeleteIntro:
    'Deine mit dieser Adresse geschriebenen Kommentare werden gelöscht, mit deinen Antwortbenachrichtigungen. Jeder Blog entscheidet, ob ein Kommentar verschwindet oder als „Kommentar gelöscht“ bleibt, damit die Antworten lesbar bleiben.',
  writerDeleteStart: 'Meine Kommentare löschen…',
  keysFound: 'In diesem Browser ohne Konto geschriebene Kommentare: {count}.',
  keysDeleteIntro:
    'Deine in diesem Browser geschriebenen Kommentare werden gelöscht, mit deinen Antwortbenachrichtigungen. Jeder Blog entscheidet, ob ein Kommentar verschwindet oder als „Kommentar gelöscht“ bleibt, damit die Antworten lesbar bleiben.',
  keysNotFound: 'Mit den Schlüsseln, die dieser Browser aufbewahrt, wurde kein Kommentar von dir gefunden.',
  byEmail: 'Per E-Mail suchen',
  writerConfirmTitle: 'Deine Kommentare löschen?',
  writerConfirmText: 'Das lässt sich nicht rückgängig machen.',
  writerConfirmDelete: 'Meine Kommentare löschen',
  writerKeep: 'Kommentare behalten',
  writerDeletedTitle: 'Kommentare gelöscht',
  writerDeleted: 'Deine Kommentare und ihre Daten sind gelöscht.',
  mailSubject: 'Deine Kommentare: herunterladen oder löschen',
  mailText:
    'Jemand, wahrscheinlich du, hat die mit dieser E-Mail-Adresse geschriebenen Kommentare angefordert. Mit diesem Link kannst du sie eine Stunde lang herunterladen oder löschen:\n\n{link}\n\nWarst du es nicht, ignoriere diese E-Mail: Es ändert sich nichts.',
  badEmail: 'Gib eine E-Mail-Adresse an, etwa name@example.org.',
};
