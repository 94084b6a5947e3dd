import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  signInTitle: 'Iniciar sesión',
  intro: 'Inicia sesión para comentar con tu cuenta.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  failed: 'El correo electrónico o la contraseña no son correctos.',
  tooMany: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  signedIn: 'Has iniciado sesión como {name}. Esta ventana se cerrará.',
  close: 'Cerrar esta ventana',
  signOutTitle: 'Cerrar sesión',
  signOut: 'Cerrar sesión',
  signedOutTitle: 'Sesión cerrada',
  signedOut: 'Has cerrado sesión. Esta ventana se cerrará.',
  withProvider: 'Iniciar sesión con {name}',
  orPassword: 'O con tu correo electrónico y tu contraseña',
  providerFailed: 'No se pudo iniciar sesión con {name}. Inténtalo de nuevo.',
  providerDown:
    'No se puede contactar con {name} en este momento. Inténtalo más tarde o elige otra forma de iniciar sesión.',
};
