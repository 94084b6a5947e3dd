import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  title: { one: 'Moderatie: {count} wacht – {blog}', other: 'Moderatie: {count} wachten – {blog}' },
  titleNone: 'Moderatie: niets wacht – {blog}',
  heading: 'Wachtende reacties op {blog}',
  none: 'Er wacht geen reactie.',
  whoSaid: '{name}, “{words}”',
  on: '{name} op “{title}”',
  wrote: 'Geschreven op {date}',
  email: 'E-mail: {email}',
  website: 'Website: {website}',
  approve: 'Goedkeuren',
  reject: 'Afwijzen',
  block: 'Schrijver blokkeren',
  actionOf: ': reactie van {name} bij “{title}”',
  blockOf: ': reactie van {name} bij “{title}”, 30 dagen',
  blocked:
    '{name} is 30 dagen geblokkeerd: wat deze persoon schrijft, wacht op goedkeuring. De reactie wacht hier nog.',
  unblockable:
    'Deze schrijver kan niet worden geblokkeerd: de reactie heeft geen e-mailadres en ook niet het adres waar hij vandaan kwam.',
  approved: 'De reactie van {name} is goedgekeurd: hij staat bij “{title}”.',
  rejected: 'De reactie is afgewezen: hij is verwijderd.',
  gone: 'Die reactie is al gemodereerd.',
  signIn: 'Log in als auteur van de blog om de reacties te modereren.',
  signInLink: 'Inloggen',
  notAuthor: 'Alleen de auteur van de blog kan de reacties modereren.',
  noBlog: 'Die blog bestaat niet.',
  tooMany: 'Te veel wijzigingen tegelijk. Wacht een minuut en probeer het opnieuw.',
  refusedTitle: 'Moderatie',
  titlePaged: 'Moderatie: een pagina van de wachtende reacties – {blog}',
  pages: 'Pagina’s van de wachtende reacties',
  nextPage: 'Volgende wachtende reacties',
  firstPage: 'Eerste wachtende reacties',
};
