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
  accountTitle: 'Tu cuenta',
  accountIntro: 'Has iniciado sesión como {name}.',
  dataTitle: 'Tus datos',
  dataIntro:
    'Descarga todo lo que este servidor guarda de ti, en un archivo JSON: tu cuenta, tus comentarios, los votos de este navegador, tus avisos de respuesta y tus sesiones.',
  download: 'Descargar mis datos',
  deleteTitle: 'Eliminar tu cuenta',
  deleteIntro:
    'Se borran tu cuenta, sus sesiones y los votos de este navegador. Cada blog decide si tus comentarios desaparecen o quedan como «Comentario eliminado» para que las respuestas se sigan leyendo.',
  deleteStart: 'Eliminar mi cuenta…',
  confirmTitle: '¿Eliminar tu cuenta?',
  confirmText: 'No se puede deshacer. Se cerrará tu sesión.',
  confirmDelete: 'Eliminar mi cuenta',
  keep: 'Conservar mi cuenta',
  deletedTitle: 'Cuenta eliminada',
  deleted: 'Tu cuenta y tus datos están eliminados.',
  signInFirst: 'Inicia sesión para ver tu cuenta y tus datos.',
  writerTitle: 'Comentarios escritos sin cuenta',
  writerIntro:
    'Indica la dirección de correo con la que escribiste tus comentarios. Te enviamos un enlace, válido una hora, para descargar lo que este servidor guarda de ellos o para borrarlo.',
  sendLink: 'Enviarme un enlace',
  linkSent: 'Si se escribieron comentarios con esta dirección, se le envía un enlace. Es válido una hora.',
  noMail: 'Este servidor no envía correo. Para borrar tus comentarios, pídelo a quienes lo administran.',
  linkExpired: 'Este enlace ha caducado o no es válido.',
  askAgain: 'Pedir un enlace nuevo',
  writerFound: 'Comentarios escritos con {email} sin cuenta: {count}.',
  writerDeleteIntro:
    'Se borran tus comentarios escritos con esta dirección, junto con tus avisos de respuesta. Cada blog decide si un comentario desaparece o queda como «Comentario eliminado» para que las respuestas se sigan leyendo.',
  writerDeleteStart: 'Borrar mis comentarios…',
  keysFound: 'Comentarios escritos en este navegador sin cuenta: {count}.',
  keysDeleteIntro:
    'Se borran tus comentarios escritos en este navegador, junto con tus avisos de respuesta. Cada blog decide si un comentario desaparece o queda como «Comentario eliminado» para que las respuestas se sigan leyendo.',
  keysNotFound: 'No se encontró ningún comentario tuyo con las claves que guarda este navegador.',
  byEmail: 'Buscarlos por correo',
  writerConfirmTitle: '¿Borrar tus comentarios?',
  writerConfirmText: 'No se puede deshacer.',
  writerConfirmDelete: 'Borrar mis comentarios',
  writerKeep: 'Conservar mis comentarios',
  writerDeletedTitle: 'Comentarios borrados',
  writerDeleted: 'Tus comentarios y sus datos están borrados.',
  mailSubject: 'Tus comentarios: descárgalos o bórralos',
  mailText:
    'Alguien, probablemente tú, pidió los comentarios escritos con esta dirección de correo. Este enlace permite descargarlos o borrarlos durante una hora:\n\n{link}\n\nSi no fuiste tú, ignora este correo: no cambia nada.',
  badEmail: 'Indica una dirección de correo, como nombre@example.org.',
};
