import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  signInTitle: 'Inloggen',
  intro: 'Log in om te reageren met je account.',
  email: 'E-mail',
  password: 'Wachtwoord',
  submit: 'Inloggen',
  failed: 'Het e-mailadres of wachtwoord klopt niet.',
  tooMany: 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.',
  signedIn: 'Je bent ingelogd als {name}. Dit venster wordt gesloten.',
  close: 'Dit venster sluiten',
  signOutTitle: 'Uitloggen',
  signOut: 'Uitloggen',
  signedOutTitle: 'Uitgelogd',
  signedOut: 'Je bent uitgelogd. Dit venster wordt gesloten.',
  withProvider: 'Inloggen met {name}',
  orPassword: 'Of met je e-mailadres en wachtwoord',
  providerFailed: 'Inloggen met {name} is niet gelukt. Probeer het opnieuw.',
  providerDown: '{name} is nu niet bereikbaar. Probeer het later opnieuw, of log op een andere manier in.',
};
