import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: {
    one: 'Votre nom ne peut pas dépasser {count} caractère.',
    many: 'Votre nom ne peut pas dépasser {count} de caractères.',
    other: 'Votre nom ne peut pas dépasser {count} caractères.',
  },
  emailInvalid: 'Veuillez indiquer une adresse e-mail valide, ou laisser le champ vide.',
  emailTooLong: {
    one: 'L’adresse e-mail ne peut pas dépasser {count} caractère.',
    many: 'L’adresse e-mail ne peut pas dépasser {count} de caractères.',
    other: 'L’adresse e-mail ne peut pas dépasser {count} caractères.',
  },
  websiteInvalid: 'Le site web doit être une adresse commençant par http:// ou https://.',
  websiteTooLong: {
    one: 'L’adresse du site web ne peut pas dépasser {count} caractère.',
    many: 'L’adresse du site web ne peut pas dépasser {count} de caractères.',
    other: 'L’adresse du site web ne peut pas dépasser {count} caractères.',
  },
  commentRequired: 'Veuillez écrire un commentaire.',
  commentTooLong: {
    one: 'Votre commentaire ne peut pas dépasser {count} caractère.',
    many: 'Votre commentaire ne peut pas dépasser {count} de caractères.',
    other: 'Votre commentaire ne peut pas dépasser {count} caractères.',
  },
  recaptchaRequired: 'Veuillez confirmer que vous n’êtes pas un robot.',
  recaptchaFailed: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  recaptchaExpired: 'La vérification anti-robot a expiré. Veuillez réessayer.',
  recaptchaUsed: 'Cette vérification anti-robot a déjà servi. Veuillez réessayer.',
  recaptchaElsewhere:
    'Cette vérification anti-robot a été faite pour une autre page ou une autre connexion. Veuillez réessayer.',
  unknownPost: 'Cet article n’existe pas.',
  unknownComment: 'Ce commentaire n’existe pas.',
  unknownBlog: 'Ce blog n’existe pas.',
  commentsClosed: 'Les commentaires sont fermés sur ce blog.',
  postClosed: 'Les commentaires sont fermés sur cet article.',
  votesClosed: 'Les votes sont fermés sur ce blog.',
  voteConflict: 'Annulez d’abord votre autre vote sur ce commentaire.',
  votesFromAddress: 'Trop de votes sur ce commentaire sont venus de votre réseau aujourd’hui ; réessayez demain.',
  tooManyChanges: 'Trop de modifications d’ici. Veuillez réessayer {when}.',
  tooManyPreviews: 'Trop d’aperçus d’ici. Veuillez réessayer {when}.',
  badCursor: 'Cette page de résultats est introuvable ; veuillez recharger.',
  notAuthor: 'Seul l’auteur du blog peut modérer ses commentaires.',
  notHeld: 'Ce commentaire n’attend pas de modération.',
  notYours: 'Seul l’auteur de ce commentaire peut le modifier.',
  editClosed: 'Ce commentaire ne peut plus être modifié : le délai pour le modifier ou le supprimer est passé.',
  blockDays: 'Bloquez pour un nombre entier de jours, de 1 à 365.',
  noEmail: 'Ce commentaire n’a pas d’e-mail à bloquer.',
  noAddress: 'La provenance de ce commentaire est inconnue : il ne peut pas être bloqué par adresse.',
  replyMailNeedsEmail: 'Indiquez votre e-mail pour être prévenu des réponses.',
  replyMailOff: 'Ce blog n’envoie pas d’e-mail pour les réponses.',
  pinTopLevel: 'Seul un commentaire affiché qui ouvre une discussion peut être épinglé.',
  heldFromAddress:
    'Vous avez déjà plusieurs commentaires en attente de l’approbation de l’auteur sur ce blog. Envoyez celui-ci une fois qu’ils auront été lus : votre texte est conservé ici.',
  heldOnPost:
    'Trop de commentaires attendent l’approbation de l’auteur sur cet article. Envoyez le vôtre plus tard : votre texte est conservé ici.',
};
