import type { Locale } from '../../shared/locale.ts';
import { html, type Raw } from './html.ts';
import { popupText as text, smallPage } from './popup.ts';

/**
 * An anonymous writer's data (docs/self-hosting.md "Readers' data"), in the popup's small pages: the e-mail asked
 * for, a link mailed to it, and what that link opens, or what the edit keys their browser kept open: the download,
 * and the erasing, asked again on a page of its own. Whoever holds the mail holds the right, for an hour; whoever
 * holds the keys, for as long as their comments are there.
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

/**
 * What proves a writer's comments are theirs, carried as a hidden field in every form of their pages, never in a
 * cookie: a mailed link's token (`…/fetch/data/mailed`), or the edit keys their browser kept (`…/fetch/data/keys`).
 */
export interface WriterProof {
  /** Where its pages' forms go: the page itself, `/download`, `/confirm` and `/erase` under it. */
  path: string;
  field: 'token' | 'keys';
  value: string;
  /** What erasing them erases. */
  deleteIntro: string;
}

export const mailedProof = (locale: Locale, token: string): WriterProof => ({
  path: `/comments/${locale}/fetch/data/mailed`,
  field: 'token',
  value: token,
  deleteIntro: text(locale, 'writerDeleteIntro'),
});

/** `keys`: the good ones alone, each `{id}.{key}`, space-separated, as the browser's form sent them. */
export const keysProof = (locale: Locale, keys: string): WriterProof => ({
  path: `/comments/${locale}/fetch/data/keys`,
  field: 'keys',
  value: keys,
  deleteIntro: text(locale, 'keysDeleteIntro'),
});

const proofForm = (proof: WriterProof, to: string, button: Raw) => html`<form method="post" action="${proof.path}${to}">
<input type="hidden" name="${proof.field}" value="${proof.value}">
${button}
</form>`;

/** What the proof opens: how many comments it found (`found` says it), their download, and the way to erase them. */
export const writerDataPage = (locale: Locale, proof: WriterProof, found: string): string =>
  smallPage(
    locale,
    text(locale, 'writerTitle'),
    html`<h1>${text(locale, 'writerTitle')}</h1>
<p>${found}</p>
<h2>${text(locale, 'dataTitle')}</h2>
${proofForm(proof, '/download', html`<p><button type="submit">${text(locale, 'download')}</button></p>`)}
<h2>${text(locale, 'writerConfirmTitle')}</h2>
<p>${proof.deleteIntro}</p>
${proofForm(proof, '/confirm', html`<p><button type="submit">${text(locale, 'writerDeleteStart')}</button></p>`)}`,
  );

/** Erasing asks once more. Focus starts on keeping the comments, the choice that loses nothing. */
export const writerConfirmPage = (locale: Locale, proof: WriterProof): string =>
  smallPage(
    locale,
    text(locale, 'writerConfirmTitle'),
    html`<h1>${text(locale, 'writerConfirmTitle')}</h1>
<p>${proof.deleteIntro}</p>
<p id="erase-warning"><strong>${text(locale, 'writerConfirmText')}</strong></p>
${proofForm(proof, '', html`<p><button type="submit" autofocus>${text(locale, 'writerKeep')}</button></p>`)}
${proofForm(proof, '/erase', html`<p><button type="submit" aria-describedby="erase-warning">${text(locale, 'writerConfirmDelete')}</button></p>`)}`,
  );

/**
 * Keys that name no comment of the writer's still here (erased, forged, never theirs), or an address that asked too
 * often: said, nothing changed, and the e-mail offered.
 */
export const keysRefusedPage = (locale: Locale, why: 'keysNotFound' | 'tooMany'): string =>
  smallPage(
    locale,
    text(locale, 'writerTitle'),
    html`<h1>${text(locale, 'writerTitle')}</h1>
<p role="alert">${text(locale, why)}</p>
<p><a href="/comments/${locale}/fetch/data">${text(locale, 'byEmail')}</a></p>`,
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
