import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  signInTitle: 'Accedi',
  intro: 'Accedi per commentare con il tuo account.',
  email: 'Email',
  password: 'Password',
  submit: 'Accedi',
  failed: 'L’email o la password non sono corrette.',
  tooMany: 'Troppi tentativi. Attendi un minuto e riprova.',
  signedIn: 'Hai effettuato l’accesso come {name}. Questa finestra si chiuderà.',
  close: 'Chiudi questa finestra',
  signOutTitle: 'Esci',
  signOut: 'Esci',
  signedOutTitle: 'Disconnessione',
  signedOut: 'Disconnessione effettuata. Questa finestra si chiuderà.',
  withProvider: 'Accedi con {name}',
  orPassword: 'Oppure con la tua email e la tua password',
  providerFailed: 'L’accesso con {name} non è riuscito. Riprova.',
  providerDown: '{name} non è raggiungibile in questo momento. Riprova più tardi o scegli un altro modo per accedere.',
};
