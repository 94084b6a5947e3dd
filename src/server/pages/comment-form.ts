import { NO_SCRIPT_STYLE, noScriptWords, renderPlainForm, type PlainFormState } from '../../shared/no-script.tsx';
import type { Locale } from '../../shared/locale.ts';
import { html, raw } from './html.ts';
import { smallPage } from './popup.ts';

/** Where "Back to the post" goes: the page the form was on, or the blog's home. */
const backLink = (locale: Locale, back: string) => html`<p><a href="${back}">${noScriptWords(locale)('back')}</a></p>`;

/** After a plain form's comment was taken: it waits for moderation, and the reader is told so. */
export const commentHeldPage = (locale: Locale, back: string): string => {
  const t = noScriptWords(locale);
  return smallPage(
    locale,
    t('posted_title'),
    html`<h1>${t('posted_title')}</h1>
<p role="status">${t('moderated')}</p>
${backLink(locale, back)}`,
  );
};

/** A refused plain form: what is wrong, and the form again with what the reader typed, so nothing is lost. */
export const commentRefusedPage = (
  locale: Locale,
  back: string,
  form: (PlainFormState & { postId: string }) | null,
  problem?: string,
): string => {
  const t = noScriptWords(locale);
  // The form looks as it did in the section it came from: the section's stylesheet, and its look without script.
  return smallPage(
    locale,
    t('not_posted_title'),
    html`<h1>${t('not_posted_title')}</h1>
${problem ? html`<p role="alert">${problem}</p>` : ''}
${form ? html`<div class="pl-comments">${raw(renderPlainForm({ ...form, locale, apiBase: '', idBase: 'plain', back }))}</div>` : ''}
${backLink(locale, back)}`,
    undefined,
    html`<link rel="stylesheet" href="/widgets/comments.css">
<style>${raw(NO_SCRIPT_STYLE)}</style>`,
  );
};
