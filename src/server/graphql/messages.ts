import { translator, type Messages, type Translate } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locale.ts';

/**
 * What the API says to readers, in the request's locale
 * (validation messages included). English and French are complete;
 * other locales fall back to English.
 */
const en = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name can be at most {max} characters long.',
  emailInvalid: 'Please enter a valid email address, or leave it empty.',
  emailTooLong: 'The email address can be at most {max} characters long.',
  websiteInvalid: 'The website must be an address starting with http:// or https://.',
  websiteTooLong: 'The website address can be at most {max} characters long.',
  commentRequired: 'Please write a comment.',
  commentTooLong: 'Your comment can be at most {max} characters long.',
  recaptchaRequired: 'Please confirm you are not a robot.',
  recaptchaFailed: 'The anti-robot check failed. Please try again.',
  recaptchaExpired: 'The anti-robot check expired. Please try again.',
  recaptchaUsed: 'This anti-robot check was already used. Please try again.',
  unknownPost: 'This post does not exist.',
  unknownComment: 'This comment does not exist.',
  unknownBlog: 'This blog does not exist.',
  commentsClosed: 'Comments are closed on this blog.',
  postClosed: 'Comments are closed on this post.',
  votesClosed: 'Votes are closed on this blog.',
  voteConflict: 'Cancel your other vote on this comment first.',
  badCursor: 'This page of results cannot be found; please reload.',
  notAuthor: 'Only the blog’s author can moderate its comments.',
  notHeld: 'This comment is not waiting for moderation.',
  notYours: 'Only the writer of this comment can change it.',
  editClosed: 'This comment can no longer be changed: the time to edit or delete it has passed.',
  blockDays: 'Block for a whole number of days from 1 to 365.',
  noEmail: 'This comment has no e-mail to block.',
  noAddress: 'Where this comment came from is not known: it cannot be blocked by address.',
  replyMailNeedsEmail: 'Enter your email to be told about replies.',
  replyMailOff: 'This blog sends no e-mail about replies.',
  pinTopLevel: 'Only a shown comment that starts a thread can be pinned.',
};
export type MessageKey = keyof typeof en;

const fr: Messages<MessageKey> = {
  nameRequired: 'Veuillez indiquer votre nom.',
  nameTooLong: 'Votre nom ne peut pas dépasser {max} caractères.',
  emailInvalid: 'Veuillez indiquer une adresse e-mail valide, ou laisser le champ vide.',
  emailTooLong: 'L’adresse e-mail ne peut pas dépasser {max} caractères.',
  websiteInvalid: 'Le site web doit être une adresse commençant par http:// ou https://.',
  websiteTooLong: 'L’adresse du site web ne peut pas dépasser {max} caractères.',
  commentRequired: 'Veuillez écrire un commentaire.',
  commentTooLong: 'Votre commentaire ne peut pas dépasser {max} caractères.',
  recaptchaRequired: 'Veuillez confirmer que vous n’êtes pas un robot.',
  recaptchaFailed: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  recaptchaExpired: 'La vérification anti-robot a expiré. Veuillez réessayer.',
  recaptchaUsed: 'Cette vérification anti-robot a déjà servi. Veuillez réessayer.',
  unknownPost: 'Cet article n’existe pas.',
  unknownComment: 'Ce commentaire n’existe pas.',
  unknownBlog: 'Ce blog n’existe pas.',
  commentsClosed: 'Les commentaires sont fermés sur ce blog.',
  postClosed: 'Les commentaires sont fermés sur cet article.',
  votesClosed: 'Les votes sont fermés sur ce blog.',
  voteConflict: 'Annulez d’abord votre autre vote sur ce commentaire.',
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
};

const CATALOGUE: Partial<Record<Locale, Messages<MessageKey>>> = { en, fr };

export const serverMessages = (locale: Locale): Translate<MessageKey> => translator(CATALOGUE[locale] ?? en, en);
