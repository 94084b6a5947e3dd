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
};
