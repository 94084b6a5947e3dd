import type { Locale } from '../../shared/locale.ts';
import { html } from './html.ts';
import { popupText as text, smallPage } from './popup.ts';

/**
 * An anonymous writer's data (docs/self-hosting.md "Readers' data"), in the popup's small pages: the e-mail asked
 * for, a link mailed to it, and what that link opens: the download, and the erasing, asked again on a page of its
 * own. The token travels in the forms, never in a cookie: whoever holds the mail holds the right, for an hour.
 */
export type AskState = 'form' | 'sent' | 'noMail' | 'expired';

export const writerAskPage = (locale: Locale, state: AskState, error?: 'tooMany' | 'badEmail'): string => {
  const said =
    state === 'sent'
      ? html`<p role="status">${text(locale, 'linkSent')}</p>`
      : state === 'noMail'
        ? html`<p>${text(locale, 'noMail')}</p>`
        : state === 'expired'
          ? html`<p role="alert">${text(locale, 'linkExpired')}</p>`
          : '';
  return smallPage(
    locale,
    text(locale, 'writerTitle'),
    html`<h1>${text(locale, 'writerTitle')}</h1>
${said}
${
  state === 'noMail'
    ? ''
    : html`<p id="writer-intro">${text(locale, 'writerIntro')}</p>
${error ? html`<p id="writer-error" class="error" role="alert">${text(locale, error)}</p>` : ''}
<form method="post" action="/comments/${locale}/fetch/data">
<p><label for="writer-email">${text(locale, 'email')}</label>
<input id="writer-email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="${error ? 'writer-error writer-intro' : 'writer-intro'}"${error === 'badEmail' ? html` aria-invalid="true"` : ''}${state === 'form' ? html` autofocus` : ''}></p>
<p><button type="submit">${state === 'form' ? text(locale, 'sendLink') : text(locale, 'askAgain')}</button></p>
</form>`
}`,
  );
};

/** What a mailed link opens: how many comments the address wrote, their download, and the way to erase them. */
export const writerDataPage = (locale: Locale, token: string, email: string, count: number): string =>
  smallPage(
    locale,
    text(locale, 'writerTitle'),
    html`<h1>${text(locale, 'writerTitle')}</h1>
<p>${text(locale, 'writerFound', { email, count })}</p>
<h2>${text(locale, 'dataTitle')}</h2>
<form method="post" action="/comments/${locale}/fetch/data/mailed/download">
<input type="hidden" name="token" value="${token}">
<p><button type="submit">${text(locale, 'download')}</button></p>
</form>
<h2>${text(locale, 'writerConfirmTitle')}</h2>
<p>${text(locale, 'writerDeleteIntro')}</p>
<form method="post" action="/comments/${locale}/fetch/data/mailed/confirm">
<input type="hidden" name="token" value="${token}">
<p><button type="submit">${text(locale, 'writerDeleteStart')}</button></p>
</form>`,
  );

/** Erasing asks once more. Focus starts on keeping the comments, the choice that loses nothing. */
export const writerConfirmPage = (locale: Locale, token: string): string =>
  smallPage(
    locale,
    text(locale, 'writerConfirmTitle'),
    html`<h1>${text(locale, 'writerConfirmTitle')}</h1>
<p>${text(locale, 'writerDeleteIntro')}</p>
<p id="erase-warning"><strong>${text(locale, 'writerConfirmText')}</strong></p>
<form method="post" action="/comments/${locale}/fetch/data/mailed">
<input type="hidden" name="token" value="${token}">
<p><button type="submit" autofocus>${text(locale, 'writerKeep')}</button></p>
</form>
<form method="post" action="/comments/${locale}/fetch/data/mailed/erase">
<input type="hidden" name="token" value="${token}">
<p><button type="submit" aria-describedby="erase-warning">${text(locale, 'writerConfirmDelete')}</button></p>
</form>`,
  );

export const writerErasedPage = (locale: Locale): string =>
  smallPage(
    locale,
    text(locale, 'writerDeletedTitle'),
    html`<h1>${text(locale, 'writerDeletedTitle')}</h1>
<p role="status">${text(locale, 'writerDeleted')}</p>`,
  );

/** The mail that carries the link: plain text, in the writer's language. */
export const writerMail = (locale: Locale, link: string) => ({
  subject: text(locale, 'mailSubject'),
  text: text(locale, 'mailText', { link }),
});
