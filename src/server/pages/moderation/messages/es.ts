import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  title: {
    one: 'Moderación: {count} pendiente – {blog}',
    many: 'Moderación: {count} pendientes – {blog}',
    other: 'Moderación: {count} pendientes – {blog}',
  },
  titleNone: 'Moderación: nada pendiente – {blog}',
  heading: 'Comentarios pendientes en {blog}',
  none: 'No hay comentarios pendientes.',
  whoSaid: '{name}, «{words}»',
  on: '{name} en «{title}»',
  wrote: 'Escrito el {date}',
  email: 'Correo: {email}',
  website: 'Sitio web: {website}',
  approve: 'Aprobar',
  reject: 'Rechazar',
  block: 'Bloquear al autor',
  actionOf: ' el comentario de {name} en «{title}»',
  blockOf: ' del comentario de {name} en «{title}», durante 30 días',
  blocked:
    '{name} queda bloqueado durante 30 días: lo que escriba quedará pendiente de aprobación. Su comentario sigue esperando aquí.',
  unblockable:
    'No se puede bloquear a esta persona: su comentario no tiene ni correo electrónico ni la dirección de la que vino.',
  approved: 'El comentario de {name} está aprobado: ya se muestra en «{title}».',
  rejected: 'El comentario está rechazado: se ha retirado.',
  gone: 'Ese comentario ya se moderó.',
  signIn: 'Inicia sesión como autor del blog para moderar sus comentarios.',
  signInLink: 'Iniciar sesión',
  notAuthor: 'Solo el autor del blog puede moderar sus comentarios.',
  noBlog: 'Ese blog no existe.',
  tooMany: 'Demasiados cambios a la vez. Espera un minuto y vuelve a intentarlo.',
  refusedTitle: 'Moderación',
  titlePaged: 'Moderación: una página de los comentarios pendientes – {blog}',
  pages: 'Páginas de los comentarios pendientes',
  nextPage: 'Siguientes comentarios pendientes',
  firstPage: 'Primeros comentarios pendientes',
};
