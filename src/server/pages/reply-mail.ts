import { translators } from '../../shared/i18n.ts';
import { all } from './reply-mail/messages/locales.ts';
import type { Locale } from '../../shared/locale.ts';
import { html } from './html.ts';
import { smallPage } from './popup.ts';

/**
 * The pages a reply mail's links open (docs/moderation.md "Reply notifications"): each
 * asks before it changes anything, with one button, since mail scanners
 * open links nobody clicked; then says what was done. One h1, no script.
 */
const words = translators(all);

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
  const t = words[page.locale];
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
  const t = words[page.locale];
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
  const t = words[locale];
  return smallPage(
    locale,
    t('badTitle'),
    html`<h1>${t('badTitle')}</h1>
<p>${t('bad')}</p>`,
  );
};
