import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  title: { one: 'Moderation: {count} wartet – {blog}', other: 'Moderation: {count} warten – {blog}' },
  titleNone: 'Moderation: nichts wartet – {blog}',
  heading: 'Wartende Kommentare in {blog}',
  none: 'Kein Kommentar wartet.',
  whoSaid: '{name}, „{words}“',
  on: '{name} zu „{title}“',
  wrote: 'Geschrieben am {date}',
  email: 'E-Mail: {email}',
  website: 'Website: {website}',
  approve: 'Freigeben',
  reject: 'Ablehnen',
  block: 'Verfasser sperren',
  actionOf: ': Kommentar von {name} zu „{title}“',
  blockOf: ': Kommentar von {name} zu „{title}“, für 30 Tage',
  blocked:
    '{name} ist für 30 Tage gesperrt: Was diese Person schreibt, wartet auf Freigabe. Ihr Kommentar wartet weiter hier.',
  unblockable:
    'Diese Person kann nicht gesperrt werden: Ihr Kommentar trägt weder eine E-Mail-Adresse noch die Adresse, von der er kam.',
  approved: 'Der Kommentar von {name} ist freigegeben: Er erscheint bei „{title}“.',
  rejected: 'Der Kommentar ist abgelehnt: Er wurde entfernt.',
  gone: 'Dieser Kommentar wurde bereits moderiert.',
  signIn: 'Melden Sie sich als Autor des Blogs an, um dessen Kommentare zu moderieren.',
  signInLink: 'Anmelden',
  notAuthor: 'Nur der Autor des Blogs kann dessen Kommentare moderieren.',
  noBlog: 'Diesen Blog gibt es nicht.',
  tooMany: 'Zu viele Änderungen auf einmal. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  refusedTitle: 'Moderation',
  titlePaged: 'Moderation: eine Seite der wartenden Kommentare – {blog}',
  pages: 'Seiten der wartenden Kommentare',
  nextPage: 'Nächste wartende Kommentare',
  firstPage: 'Erste wartende Kommentare',
};
