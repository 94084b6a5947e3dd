import { translators } from '../../shared/i18n.ts';
import { textDirection, type Locale } from '../../shared/locale.ts';
import { all } from './popup/messages/locales.ts';
import { html, type Raw } from './html.ts';
import { schemeScript } from './scheme.ts';

/**
 * The sign-in popups' pages (docs/api.md "The API", Popups): small, self-contained, readable
 * with a screen reader (one h1, labelled fields, errors tied to them, focus
 * in the first field: the window exists only to take it), and
 * without inline script: their scripts are files, so the CSP stays strict.
 */
const words = translators(all);
const text = (locale: Locale, key: Extract<keyof (typeof all)['en'], string>, name = '') =>
  words[locale](key, { name });

/**
 * A small page of the server's own (popups, the plain comment form's answers): one column, the demo's styles
 * in the scheme the reader chose on the blog (scheme.js), scripts as files only.
 */
export const smallPage = (locale: Locale, title: string, body: Raw, script?: string, head?: Raw): string =>
  '<!doctype html>' +
  html`<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${schemeScript}
<link rel="stylesheet" href="/demo/site.css">
${script ? html`<script src="${script}" defer></script>` : ''}
${head ?? ''}
</head>
<body class="popup">
<main>
${body}
</main>
</body>
</html>`.html;

export interface SignInForm {
  email: string;
  error?: 'failed' | 'tooMany';
}

export const signInPage = (locale: Locale, form: SignInForm): string =>
  smallPage(
    locale,
    text(locale, 'signInTitle'),
    html`<h1>${text(locale, 'signInTitle')}</h1>
<p>${text(locale, 'intro')}</p>
${form.error ? html`<p id="sign-in-error" class="error" role="alert">${text(locale, form.error)}</p>` : ''}
<form method="post" action="/comments/${locale}/fetch/user" class="sign-in">
<p><label for="sign-in-email">${text(locale, 'email')}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" required maxlength="254" value="${form.email}" autofocus${form.error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : ''}></p>
<p><label for="sign-in-password">${text(locale, 'password')}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${form.error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : ''}></p>
<p><button type="submit">${text(locale, 'submit')}</button></p>
</form>`,
  );

/** After sign-in: tells the opener (window.opener.porchlightLogin) and closes. */
export const signedInPage = (locale: Locale, name: string): string =>
  smallPage(
    locale,
    text(locale, 'signInTitle'),
    html`<h1>${text(locale, 'signInTitle')}</h1>
<p role="status">${text(locale, 'signedIn', name)}</p>
<p><button type="button" data-close>${text(locale, 'close')}</button></p>`,
    '/comments/popup/signed-in.js',
  );

/**
 * Sign-out asks for a POST (docs/self-hosting.md "Sign-out"), which a link, an image or another site's form cannot send
 * with this site's origin: this page, at the address the widget opens, sends that form at once by its
 * script, so one press in the widget still signs out. Without script the reader presses its button.
 */
export const signOutPage = (locale: Locale, redirect: string | null): string =>
  smallPage(
    locale,
    text(locale, 'signOutTitle'),
    html`<h1>${text(locale, 'signOutTitle')}</h1>
<form method="post" action="/comments/${locale}/fetch/logout" data-sign-out>
${redirect ? html`<input type="hidden" name="redirect" value="${redirect}">` : ''}
<p><button type="submit">${text(locale, 'signOut')}</button></p>
</form>`,
    '/comments/popup/sign-out.js',
  );

export const exitPage = (locale: Locale): string =>
  smallPage(
    locale,
    text(locale, 'signedOutTitle'),
    html`<h1>${text(locale, 'signedOutTitle')}</h1>
<p role="status">${text(locale, 'signedOut')}</p>
<p><button type="button" data-close>${text(locale, 'close')}</button></p>`,
    '/comments/popup/close.js',
  );

/** The popups' scripts, served as files (no inline script under the CSP). */
const CLOSE = `document.querySelector('[data-close]').addEventListener('click', function () { window.close(); });`;
export const POPUP_SCRIPTS: Record<string, string> = {
  'signed-in.js': `${CLOSE}
try { if (window.opener && typeof window.opener.porchlightLogin === 'function') window.opener.porchlightLogin(); } catch (e) {}
if (window.opener) window.close();`,
  'sign-out.js': `document.querySelector('[data-sign-out]').submit();`,
  'close.js': `${CLOSE}
window.close();`,
};
