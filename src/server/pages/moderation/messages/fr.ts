import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  title: {
    one: 'Modération : {count} en attente – {blog}',
    many: 'Modération : {count} en attente – {blog}',
    other: 'Modération : {count} en attente – {blog}',
  },
  titleNone: 'Modération : rien en attente – {blog}',
  heading: 'Commentaires en attente sur {blog}',
  none: 'Aucun commentaire n’est en attente.',
  whoSaid: '{name}, « {words} »',
  on: '{name} sur « {title} »',
  wrote: 'Écrit le {date}',
  email: 'E-mail : {email}',
  website: 'Site web : {website}',
  approve: 'Approuver',
  reject: 'Refuser',
  block: 'Bloquer l’auteur',
  actionOf: ' le commentaire de {name} sur « {title} »',
  blockOf: ' du commentaire de {name} sur « {title} », pendant 30 jours',
  blocked:
    '{name} est bloqué pour 30 jours : ce qu’il écrit attend l’approbation. Son commentaire attend toujours ici.',
  unblockable: 'Cet auteur ne peut pas être bloqué : son commentaire ne porte ni e-mail ni l’adresse d’où il vient.',
  approved: 'Le commentaire de {name} est approuvé : il paraît sur « {title} ».',
  rejected: 'Le commentaire est refusé : il est retiré.',
  gone: 'Ce commentaire a déjà été modéré.',
  signIn: 'Connectez-vous en tant qu’auteur du blog pour modérer ses commentaires.',
  signInLink: 'Se connecter',
  notAuthor: 'Seul l’auteur du blog peut modérer ses commentaires.',
  noBlog: 'Ce blog n’existe pas.',
  tooMany: 'Trop de changements à la fois. Veuillez patienter une minute puis réessayer.',
  refusedTitle: 'Modération',
  titlePaged: 'Modération : une page des commentaires en attente – {blog}',
  pages: 'Pages des commentaires en attente',
  nextPage: 'Commentaires en attente suivants',
  firstPage: 'Premiers commentaires en attente',
};
