import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  heading: 'Modération',
  waiting: 'En attente d’approbation ({count})',
  none: 'Aucun commentaire n’attend d’approbation.',
  held: 'En attente d’approbation',
  in_reply: 'En réponse à {name}',
  in_reply_earlier: 'En réponse à un commentaire plus ancien',
  approve: 'Approuver',
  reject: 'Refuser',
  block: 'Bloquer l’auteur',
  block_for: ' du commentaire de {name} pendant 30 jours',
  blocked: 'Bloqué pour 30 jours : ce qu’écrit {name} attend l’approbation.',
  who_said: '{name}, « {words} »',
  cannot_block: 'Cet auteur ne peut pas être bloqué : son commentaire ne porte ni e-mail ni l’adresse d’où il vient.',
  for_comment: ' le commentaire de {name}',
  approved: 'Approuvé : le commentaire de {name} est affiché.',
  rejected: 'Refusé : le commentaire de {name} est supprimé.',
  open_state: 'Les commentaires sont ouverts sur cet article.',
  closed_state:
    'Les commentaires sont fermés sur cet article : ce qui est là reste lisible, rien de nouveau n’est accepté.',
  close: 'Fermer les commentaires',
  reopen: 'Rouvrir les commentaires',
  closed_done: 'Les commentaires sont fermés sur cet article.',
  opened_done: 'Les commentaires sont de nouveau ouverts sur cet article.',
  pin: 'Épingler en haut',
  unpin: 'Désépingler',
  pinned_done: 'Épinglé en haut.',
  unpinned_done: 'Désépinglé.',
  delete: 'Supprimer',
  reload: 'Rechargez la page pour le voir à sa place.',
  generic_error: 'Une erreur est survenue. Veuillez réessayer.',
  waiting_more: 'En attente d’approbation ({count} affichés, d’autres suivent)',
  more: 'Afficher d’autres commentaires en attente',
  more_shown: '{count} commentaires en attente de plus affichés.',
};
