import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  signInTitle: 'Connexion',
  intro: 'Connectez-vous pour commenter avec votre compte.',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  failed: 'L’e-mail ou le mot de passe est incorrect.',
  tooMany: 'Trop de tentatives. Veuillez patienter une minute puis réessayer.',
  signedIn: 'Vous êtes connecté en tant que {name}. Cette fenêtre va se fermer.',
  close: 'Fermer cette fenêtre',
  signOutTitle: 'Se déconnecter',
  signOut: 'Se déconnecter',
  signedOutTitle: 'Déconnexion',
  signedOut: 'Vous êtes déconnecté. Cette fenêtre va se fermer.',
  withProvider: 'Se connecter avec {name}',
  orPassword: 'Ou avec votre e-mail et votre mot de passe',
  providerFailed: 'La connexion avec {name} n’a pas abouti. Veuillez réessayer.',
  providerDown:
    '{name} est injoignable pour le moment. Veuillez réessayer plus tard, ou choisir une autre façon de vous connecter.',
  accountTitle: 'Votre compte',
  accountIntro: 'Vous êtes connecté en tant que {name}.',
  dataTitle: 'Vos données',
  dataIntro:
    'Téléchargez tout ce que ce serveur garde de vous, dans un fichier JSON : votre compte, vos commentaires, les votes de ce navigateur, vos notifications de réponse et vos sessions.',
  download: 'Télécharger mes données',
  deleteTitle: 'Supprimer votre compte',
  deleteIntro:
    'Votre compte, ses sessions et les votes de ce navigateur sont effacés. Chaque blog décide si vos commentaires disparaissent, ou restent comme « Commentaire supprimé » pour que les réponses se lisent encore.',
  deleteStart: 'Supprimer mon compte…',
  confirmTitle: 'Supprimer votre compte ?',
  confirmText: 'C’est définitif. Vous serez déconnecté.',
  confirmDelete: 'Supprimer mon compte',
  keep: 'Garder mon compte',
  deletedTitle: 'Compte supprimé',
  deleted: 'Votre compte et vos données sont supprimés.',
  signInFirst: 'Connectez-vous pour voir votre compte et vos données.',
  writerTitle: 'Commentaires écrits sans compte',
  writerIntro:
    'Indiquez l’adresse e-mail avec laquelle vous avez écrit vos commentaires. Nous vous envoyons un lien, valable une heure, pour télécharger ce que ce serveur en garde, ou pour l’effacer.',
  sendLink: 'M’envoyer un lien',
  linkSent: 'Si des commentaires ont été écrits avec cette adresse, un lien y est envoyé. Il est valable une heure.',
  noMail: 'Ce serveur n’envoie pas d’e-mails. Pour faire effacer vos commentaires, adressez-vous à ceux qui le gèrent.',
  linkExpired: 'Ce lien a expiré ou n’est pas valide.',
  askAgain: 'Demander un nouveau lien',
  writerFound: 'Commentaires écrits avec {email} sans compte : {count}.',
  writerDeleteIntro:
    'Vos commentaires écrits avec cette adresse sont effacés, avec vos notifications de réponse. Chaque blog décide si un commentaire disparaît, ou reste comme « Commentaire supprimé » pour que les réponses se lisent encore.',
  writerDeleteStart: 'Effacer mes commentaires…',
  keysFound: 'Commentaires écrits dans ce navigateur sans compte : {count}.',
  keysDeleteIntro:
    'Vos commentaires écrits dans ce navigateur sont effacés, avec vos notifications de réponse. Chaque blog décide si un commentaire disparaît, ou reste comme « Commentaire supprimé » pour que les réponses se lisent encore.',
  keysNotFound: 'Aucun commentaire de vous n’a été trouvé avec les clés que garde ce navigateur.',
  byEmail: 'Les chercher par e-mail',
  writerConfirmTitle: 'Effacer vos commentaires ?',
  writerConfirmText: 'C’est définitif.',
  writerConfirmDelete: 'Effacer mes commentaires',
  writerKeep: 'Garder mes commentaires',
  writerDeletedTitle: 'Commentaires effacés',
  writerDeleted: 'Vos commentaires et leurs données sont effacés.',
  mailSubject: 'Vos commentaires : les télécharger ou les effacer',
  mailText:
    'Quelqu’un, sans doute vous, a demandé les commentaires écrits avec cette adresse e-mail. Ce lien permet de les télécharger ou de les effacer, pendant une heure :\n\n{link}\n\nSi ce n’était pas vous, ignorez ce message : rien ne change.',
  badEmail: 'Indiquez une adresse e-mail, comme nom@example.org.',
};
