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
};
