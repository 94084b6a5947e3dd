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
export type PopupWord = Extract<keyof (typeof all)['en'], string>;
/** The popups' words in `locale`, with what they name filled in (`{name}`, `{email}`…). */
export const popupText = (locale: Locale, key: PopupWord, vars: Record<string, string | number> = {}): string =>
  words[locale](key, vars);
const text = (locale: Locale, key: PopupWord, name = '') => popupText(locale, key, { name });

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

/** The ways this server offers (docs/self-hosting.md "Sign-in"): its providers, by the names on their buttons, and its own accounts. */
export interface SignInChoice {
  providers: readonly { id: string; name: string }[];
  local: boolean;
}

/** What went wrong with a provider, said in the popup the reader is in: it refused or failed, or it is down. */
export interface ProviderTrouble {
  kind: 'providerFailed' | 'providerDown';
  name: string;
}

/**
 * The sign-in page: a list of buttons, one per provider, each named "Sign in with {name}" (each a form that
 * POSTs to start that provider's flow: a link from elsewhere starts nothing), then the e-mail and password form
 * when the server keeps accounts of its own. Focus starts on the first control, which is what the window is for.
 */
export const signInPage = (
  locale: Locale,
  form: SignInForm,
  choice: SignInChoice = { providers: [], local: true },
  trouble?: ProviderTrouble,
): string => {
  const error = trouble ? text(locale, trouble.kind, trouble.name) : form.error ? text(locale, form.error) : '';
  const first = choice.providers.length > 0;
  // One control has focus at the start: the e-mail field the reader got wrong, else the first provider's button.
  const invalid = form.error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : '';
  return smallPage(
    locale,
    text(locale, 'signInTitle'),
    html`<h1>${text(locale, 'signInTitle')}</h1>
<p>${text(locale, 'intro')}</p>
${error ? html`<p id="sign-in-error" class="error" role="alert">${error}</p>` : ''}
${
  first
    ? html`<ul class="sign-in-providers">
${choice.providers.map(
  (provider, index) => html`<li><form method="post" action="/comments/${locale}/fetch/oidc/${provider.id}">
<button type="submit"${index === 0 && !form.error ? html` autofocus` : ''}>${text(locale, 'withProvider', provider.name)}</button>
</form></li>`,
)}
</ul>`
    : ''
}
${
  choice.local
    ? html`${first ? html`<h2>${text(locale, 'orPassword')}</h2>` : ''}
<form method="post" action="/comments/${locale}/fetch/user" class="sign-in">
<p><label for="sign-in-email">${text(locale, 'email')}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="username" required maxlength="254" value="${form.email}"${first && !form.error ? '' : html` autofocus`}${invalid}></p>
<p><label for="sign-in-password">${text(locale, 'password')}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${invalid}></p>
<p><button type="submit">${text(locale, 'submit')}</button></p>
</form>`
    : ''
}
<p><a href="/comments/${locale}/fetch/data">${text(locale, 'writerTitle')}</a></p>`,
  );
};

/** After sign-in: tells the opener (window.opener.porchlightLogin) and closes. */
export const signedInPage = (locale: Locale, name: string): string =>
  smallPage(
    locale,
    text(locale, 'signInTitle'),
    html`<h1>${text(locale, 'signInTitle')}</h1>
<p role="status">${text(locale, 'signedIn', name)}</p>
<p><a href="/comments/${locale}/fetch/account">${text(locale, 'accountTitle')}</a></p>
<p><button type="button" data-close>${text(locale, 'close')}</button></p>`,
    '/comments/popup/signed-in.js',
  );

/**
 * Sign-out asks for a POST (docs/self-hosting.md "Sign-out"), which a link, an image or another site's form cannot send
 * with this site's origin: this page, at the address the widget opens, sends that form at once by its
 * script, so one press in the widget still signs out. Without script the reader presses its button. The post
 * the section is of goes with it: its blog says whether the reader's provider signs them out too.
 */
export const signOutPage = (locale: Locale, redirect: string | null, postId: string | null = null): string =>
  smallPage(
    locale,
    text(locale, 'signOutTitle'),
    html`<h1>${text(locale, 'signOutTitle')}</h1>
<form method="post" action="/comments/${locale}/fetch/logout" data-sign-out>
${redirect ? html`<input type="hidden" name="redirect" value="${redirect}">` : ''}
${postId ? html`<input type="hidden" name="postID" value="${postId}">` : ''}
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

/**
 * A signed-in reader's account (docs/self-hosting.md "Readers' data"): who they are, their data to download, and
 * the way to delete the account, which asks again on a page of its own. Reached from the section's "Signed in as"
 * and from the signed-in popup; a reader signed out is asked to sign in first.
 */
export const accountPage = (locale: Locale, name: string | null): string =>
  smallPage(
    locale,
    text(locale, 'accountTitle'),
    name === null
      ? html`<h1>${text(locale, 'accountTitle')}</h1>
<p>${text(locale, 'signInFirst')}</p>
<p><a href="/comments/${locale}/fetch/user">${text(locale, 'submit')}</a></p>
<p><a href="/comments/${locale}/fetch/data">${text(locale, 'writerTitle')}</a></p>`
      : html`<h1>${text(locale, 'accountTitle')}</h1>
<p>${text(locale, 'accountIntro', name)}</p>
<h2>${text(locale, 'dataTitle')}</h2>
<p>${text(locale, 'dataIntro')}</p>
<form method="post" action="/comments/${locale}/fetch/account/data">
<p><button type="submit">${text(locale, 'download')}</button></p>
</form>
<h2>${text(locale, 'deleteTitle')}</h2>
<p>${text(locale, 'deleteIntro')}</p>
<p><a href="/comments/${locale}/fetch/account/delete">${text(locale, 'deleteStart')}</a></p>`,
  );

/**
 * Deleting asks once more, on a page that says what cannot be undone. Focus starts on keeping the account, the
 * choice that loses nothing, so a reader who pressed Enter once too often deletes nothing.
 */
export const deleteAccountPage = (locale: Locale): string =>
  smallPage(
    locale,
    text(locale, 'confirmTitle'),
    html`<h1>${text(locale, 'confirmTitle')}</h1>
<p>${text(locale, 'deleteIntro')}</p>
<p id="delete-warning"><strong>${text(locale, 'confirmText')}</strong></p>
<form method="get" action="/comments/${locale}/fetch/account">
<p><button type="submit" autofocus>${text(locale, 'keep')}</button></p>
</form>
<form method="post" action="/comments/${locale}/fetch/account/delete">
<p><button type="submit" aria-describedby="delete-warning">${text(locale, 'confirmDelete')}</button></p>
</form>`,
  );

/** Deleted: said as the page's status, and the page that opened the window learns it is signed out. */
export const accountDeletedPage = (locale: Locale): string =>
  smallPage(
    locale,
    text(locale, 'deletedTitle'),
    html`<h1>${text(locale, 'deletedTitle')}</h1>
<p role="status">${text(locale, 'deleted')}</p>
<p><button type="button" data-close>${text(locale, 'close')}</button></p>`,
    '/comments/popup/account-deleted.js',
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
  // The opener's section reads the viewer again (now nobody); the window stays, so the reader reads it is done.
  'account-deleted.js': `${CLOSE}
try { if (window.opener && typeof window.opener.porchlightLogin === 'function') window.opener.porchlightLogin(); } catch (e) {}`,
};
