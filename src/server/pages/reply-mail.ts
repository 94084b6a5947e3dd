import { translator, type Messages } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locale.ts';
import { html } from './html.ts';
import { smallPage } from './popup.ts';

/**
 * The pages a reply mail's links open (README "Reply notifications"): each
 * asks before it changes anything, with one button, since mail scanners
 * open links nobody clicked; then says what was done. One h1, no script.
 */
const en = {
  confirmTitle: 'Confirm e-mails about replies',
  confirmAsk: 'Send an e-mail to {email} when someone replies to your comment on “{title}”?',
  confirmButton: 'Yes, send them',
  confirmedTitle: 'E-mails about replies are on',
  confirmed:
    'We will e-mail {email} when someone replies to your comment on “{title}”, and to the other comments you asked about on this blog.',
  stopTitle: 'Stop e-mails about replies',
  stopAsk: 'Stop the e-mails to {email} about replies to your comment on “{title}”?',
  stopButton: 'Stop these e-mails',
  stoppedTitle: 'E-mails about replies are off',
  stopped: 'No more e-mails about replies to your comment on “{title}” will be sent to {email}.',
  back: 'Back to the post',
  badTitle: 'This link does not work',
  bad: 'It may have been cut: copy the whole address from the e-mail. If the comment was deleted, its e-mails stopped with it.',
};
type Key = keyof typeof en;
const fr: Messages<Key> = {
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
const words = (locale: Locale) => translator(locale === 'fr' ? fr : en, en);

export interface ReplyMailPage {
  locale: Locale;
  email: string;
  title: string;
  /** The post's page, for the way back. */
  postUrl: string;
  /** The address the button posts to (the link's own, token included). */
  action: string;
}

/** Asks before confirming or stopping. */
export const replyMailAskPage = (kind: 'confirm' | 'stop', page: ReplyMailPage): string => {
  const t = words(page.locale);
  const title = t(kind === 'confirm' ? 'confirmTitle' : 'stopTitle');
  return smallPage(
    page.locale,
    title,
    html`<h1>${title}</h1>
<p>${t(kind === 'confirm' ? 'confirmAsk' : 'stopAsk', { email: page.email, title: page.title })}</p>
<form method="post" action="${page.action}"><p><button type="submit">${t(kind === 'confirm' ? 'confirmButton' : 'stopButton')}</button></p></form>`,
  );
};

/** Says what was done. */
export const replyMailDonePage = (kind: 'confirm' | 'stop', page: ReplyMailPage): string => {
  const t = words(page.locale);
  const title = t(kind === 'confirm' ? 'confirmedTitle' : 'stoppedTitle');
  return smallPage(
    page.locale,
    title,
    html`<h1>${title}</h1>
<p>${t(kind === 'confirm' ? 'confirmed' : 'stopped', { email: page.email, title: page.title })}</p>
<p><a href="${page.postUrl}">${t('back')}</a></p>`,
  );
};

/** A token that names nothing (cut, forged, or its comment deleted). */
export const replyMailBadLinkPage = (locale: Locale): string => {
  const t = words(locale);
  return smallPage(
    locale,
    t('badTitle'),
    html`<h1>${t('badTitle')}</h1>
<p>${t('bad')}</p>`,
  );
};
