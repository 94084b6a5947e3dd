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
};
