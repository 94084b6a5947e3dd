import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  confirmTitle: 'Confirmer les e-mails de réponses',
  confirmAsk: 'Envoyer un e-mail à {email} quand quelqu’un répond à votre commentaire sur « {title} » ?',
  confirmButton: 'Oui, les envoyer',
  confirmedTitle: 'Les e-mails de réponses sont activés',
  confirmed:
    'Nous écrirons à {email} quand quelqu’un répondra à votre commentaire sur « {title} », et aux autres commentaires pour lesquels vous l’avez demandé sur ce blog.',
  stopTitle: 'Arrêter les e-mails de réponses',
  stopAsk: 'Arrêter les e-mails à {email} sur les réponses à votre commentaire sur « {title} » ?',
  stopButton: 'Arrêter ces e-mails',
  stoppedTitle: 'Les e-mails de réponses sont arrêtés',
  stopped: 'Plus aucun e-mail sur les réponses à votre commentaire sur « {title} » ne sera envoyé à {email}.',
  back: 'Retour à l’article',
  badTitle: 'Ce lien ne fonctionne pas',
  bad: 'Il a peut-être été coupé : copiez l’adresse entière depuis l’e-mail. Si le commentaire a été supprimé, ses e-mails ont cessé avec lui.',
};
