import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, BrowserContext, Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { launchBrowser, newPage } from '../../helpers/browser.ts';
import { commentsReady, formOpened, SECTION, viewerName, writeNewComment } from '../../helpers/comments-page.ts';
import { heard, recordLiveRegions } from '../../helpers/heard.ts';
import { startTestProvider, type TestProvider } from '../../helpers/oidc-provider.ts';
import { startServer, type RunningServer } from '../../helpers/server.ts';
import { runAdmin } from '../../../src/server/admin/commands.ts';
import { openStore } from '../../../src/server/store/open.ts';

// Signing in with the platform's own accounts (docs/self-hosting.md "Sign-in"): a real OpenID provider on
// 127.0.0.1, the server told of it by its variables, and a reader in Chromium going through the real popup.
const test = suite<{ provider: TestProvider; server: RunningServer; browser: Browser }>('sign-in with OpenID Connect');
const PROVIDER = 'platform';

test.before(async (context) => {
  context.provider = await startTestProvider();
  context.provider.accounts.set('ada', { name: 'Ada Lovelace', email: 'ada@platform.test', email_verified: true });
  context.provider.accounts.set('eve', { name: 'Eve', email: 'reader@porchlight.test', email_verified: false });
  context.server = await startServer(
    context.provider.env(PROVIDER, {
      [`OIDC_PLATFORM_NAME`]: 'Platform',
      DEMO_MODERATION: 'off',
      DEMO_CAPTCHA: 'off',
    }),
  );
  context.provider.allow(context.server.url, PROVIDER);
  // The demo blog (post 1's) asks that signing out ends the provider's session too; a test below asks otherwise.
  await providerSignOut(context.server, 'on');
  context.browser = await launchBrowser();
});
test.after(async ({ provider, server, browser }) => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

/** The demo blog's provider sign-out setting, as its administrator sets it. */
async function providerSignOut(server: RunningServer, setting: 'on' | 'off') {
  const store = await openStore(server.databaseUrl);
  const said: string[] = [];
  await runAdmin(['settings', '1', '--provider-sign-out', setting], store, (line) => said.push(line));
  await store.close();
  assert.match(said.join('\n'), `provider sign-out ${setting}`);
}

/** A post page with its comment section drawn in the page, what is said in it recorded. */
async function openPost(browser: Browser, serverUrl: string) {
  const opened = await newPage(browser);
  await recordLiveRegions(opened.page, SECTION);
  await opened.page.goto(`${serverUrl}/posts/1?comments=client`);
  await commentsReady(opened.page);
  return opened;
}

/** Presses the section's Sign in from the keyboard; the popup it opens. */
async function pressSignIn(page: Page): Promise<Page> {
  const button = page.locator(SECTION).getByRole('button', { name: 'Sign in (opens a new window)' });
  await button.focus();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  return popup;
}

/** Presses the section's Sign out; the popup it opens. */
async function pressSignOut(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .locator(SECTION)
      .getByRole('button', { name: /^Sign out/ })
      .click(),
  ]);
  return popup;
}

/** Sign in, then the provider's button: the popup on the provider's login page (each test's browser is new to it). */
async function toProviderLogin(page: Page): Promise<Page> {
  const popup = await pressSignIn(page);
  await popup.getByRole('button', { name: 'Sign in with Platform' }).click();
  await popup.locator('input[name="login"]').waitFor();
  return popup;
}

/** On the provider's login page: any password will do. */
async function loginAt(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.locator('button[type="submit"]').click();
}

/** The popup's own cookie, which holds the flow's state, nonce and verifier until the callback. */
const flowCookie = async (context: BrowserContext, serverUrl: string) =>
  (await context.cookies(`${serverUrl}/comments/`)).find((cookie) => cookie.name === 'porchlight_oidc')!;

/** Why the server says the last failed sign-in failed: openid-client's own account of what did not check out. */
function lastFailure(server: RunningServer): string {
  const logged = server
    .output()
    .split('\n')
    .filter((line) => line.includes('a sign-in with an identity provider failed'));
  // Its message, and for a provider's refusal its `error` code.
  const { err } = JSON.parse(logged.at(-1) ?? '{}') as { err?: { message?: string; error?: string } };
  return `${err?.message} (${err?.error ?? 'no error code'})`;
}

const providerError = async (popup: Page) => {
  const alert = popup.getByRole('alert');
  await alert.waitFor();
  return alert.textContent();
};

test('a reader signs in through the popup with the platform’s account, comments as that reader, and signs out of both', async ({
  provider,
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await openPost(browser, server.url);
  // What an anonymous comment form saved of its writer: signing in clears it, as the local sign-in does.
  await page.evaluate(() =>
    localStorage.setItem('ob_comment_user', JSON.stringify({ name: 'Old', email: 'old@example.org', website: '' })),
  );
  const popup = await pressSignIn(page);
  // The providers as a list of buttons, the first with focus; the e-mail form after them, under its heading.
  assert.equal(
    (await popup.getByRole('listitem').allTextContents()).map((text) => text.trim()),
    ['Sign in with Platform'],
  );
  assert.ok(
    await popup.getByRole('button', { name: 'Sign in with Platform' }).evaluate((b) => b === document.activeElement),
  );
  assert.ok(await popup.getByRole('heading', { name: 'Or with your email and password' }).isVisible());
  assert.equal(await axeViolations(popup, 'body'), []);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in with Platform' }).click();
  await loginAt(popup, 'ada');
  await closed;
  // Signed in on the page, said where the reader acted, focus back on the button they pressed.
  await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Ada Lovelace' }).waitFor();
  assert.is(await viewerName(page), 'Ada Lovelace');
  assert.is(await page.evaluate(() => localStorage.getItem('ob_comment_user')), null);
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.some((t) => /Ada/.test(t)));
  assert.ok(
    (await heard(page)).some((said) => said.includes('Ada Lovelace')),
    (await heard(page)).join(' | '),
  );
  assert.ok(
    await page
      .locator(`${SECTION} .pl-viewer button`)
      .first()
      .evaluate((b) => b === document.activeElement),
    'focus is back on the section’s sign-in button',
  );
  // A comment, written as the platform's reader: the account the identity names.
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page, 'comment');
  await page.getByLabel('Comment (required)').fill('Written with the platform’s account.');
  await page.getByRole('button', { name: /^Post comment/ }).click();
  await page.locator(`${SECTION} article`, { hasText: 'Written with the platform’s account.' }).waitFor();
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
  const stored = db
    .prepare(
      `SELECT c.name, a.email, i.issuer, i.subject FROM comments c JOIN accounts a ON a.id = c.account_id
       JOIN identities i ON i.account_id = a.id WHERE c.body = ?`,
    )
    .get('Written with the platform’s account.');
  db.close();
  assert.equal(stored, { name: 'Ada Lovelace', email: 'ada@platform.test', issuer: provider.issuer, subject: 'ada' });
  // Sign-out ends Porchlight's session and, as this blog asks (its provider sign-out setting), the provider's.
  const signOut = await pressSignOut(page);
  await signOut.waitForURL((url) => url.origin === provider.issuer);
  const signedOut = signOut.waitForEvent('close');
  await signOut.getByRole('button', { name: /sign me out/i }).click();
  await signedOut;
  assert.is(await viewerName(page), null);
  // The provider's session is gone too: signing in again asks for the login once more.
  const again = await pressSignIn(page);
  await again.getByRole('button', { name: 'Sign in with Platform' }).click();
  await again.waitForURL((url) => url.origin === provider.issuer);
  assert.ok(await again.locator('input[name="login"]').isVisible());
  await again.close();
  assert.equal(pageErrors, []);
  await close();
});

test('on a blog that does not ask for it, signing out ends Porchlight’s session and leaves the provider’s', async ({
  server,
  browser,
}) => {
  await providerSignOut(server, 'off');
  const { page, close, pageErrors } = await openPost(browser, server.url);
  const popup = await toProviderLogin(page);
  const closed = popup.waitForEvent('close');
  await loginAt(popup, 'ada');
  await closed;
  await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Ada Lovelace' }).waitFor();
  const signOut = await pressSignOut(page);
  // Back to the popup's own exit page, never by the provider's; it may have closed already.
  if (!signOut.isClosed()) await signOut.waitForEvent('close');
  await page.locator(`${SECTION} .pl-viewer`, { hasText: /^Sign in/ }).waitFor();
  assert.is(await viewerName(page), null);
  // The provider still knows the reader: signing in again asks for no login, and the popup closes signed in.
  const again = await pressSignIn(page);
  const signedIn = again.waitForEvent('close');
  await again.getByRole('button', { name: 'Sign in with Platform' }).click();
  await signedIn;
  await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Ada Lovelace' }).waitFor();
  assert.equal(pageErrors, []);
  await close();
  await providerSignOut(server, 'on');
});

test('an e-mail the provider does not vouch for joins no account: a new one, with no e-mail', async ({
  server,
  browser,
}) => {
  const { page, close } = await openPost(browser, server.url);
  const popup = await toProviderLogin(page);
  const closed = popup.waitForEvent('close');
  await loginAt(popup, 'eve');
  await closed;
  // Eve's provider says reader@porchlight.test, unverified: the demo reader's account stays the demo reader's.
  assert.is(await viewerName(page), 'Eve');
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
  const account = db
    .prepare('SELECT a.name, a.email FROM identities i JOIN accounts a ON a.id = i.account_id WHERE i.subject = ?')
    .get('eve');
  db.close();
  assert.equal(account, { name: 'Eve', email: null });
  await close();
});

test('a wrong state is refused in the popup, in words; nobody is signed in', async ({ server, browser }) => {
  const { page, close, context } = await openPost(browser, server.url);
  const popup = await toProviderLogin(page);
  // The provider will answer with the state this browser was given; the browser now holds another.
  const cookie = await flowCookie(context, server.url);
  const flow = JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8'));
  const changed = Buffer.from(JSON.stringify({ ...flow, state: 'not-the-state-the-provider-answers' }));
  await context.addCookies([{ ...cookie, value: changed.toString('base64url') }]);
  await loginAt(popup, 'ada');
  assert.is(await providerError(popup), 'Signing in with Platform did not work. Please try again.');
  assert.match(lastFailure(server), /"state"/);
  assert.equal(await axeViolations(popup, 'body'), []);
  assert.is(await viewerName(page), null);
  await close();
});

test('a code used once is refused the second time, with the same state and verifier', async ({ server, browser }) => {
  const { page, close, context } = await openPost(browser, server.url);
  const popup = await toProviderLogin(page);
  const cookie = await flowCookie(context, server.url);
  let callback = '';
  popup.on('request', (request) => {
    if (request.url().includes('/comments/oidc/platform/callback?')) callback = request.url();
  });
  const closed = popup.waitForEvent('close');
  await loginAt(popup, 'ada');
  await closed;
  assert.is(await viewerName(page), 'Ada Lovelace');
  // Someone with the address and the popup's cookie, in another browser: the provider refuses the used code.
  assert.ok(callback);
  const other = await newPage(browser);
  await other.context.addCookies([cookie]);
  await other.page.goto(callback);
  assert.is(await providerError(other.page), 'Signing in with Platform did not work. Please try again.');
  assert.match(lastFailure(server), /invalid_grant/, lastFailure(server));
  assert.is(await viewerName(other.page), null);
  await other.close();
  await close();
});

for (const [what, change, why] of [
  [
    'another issuer',
    (claims: Record<string, unknown>) => ({ ...claims, iss: 'http://127.0.0.1:9/elsewhere' }),
    /"iss"/,
  ],
  ['another audience', (claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' }), /"aud"/],
  [
    'an expired one',
    (claims: Record<string, unknown>) => ({
      ...claims,
      iat: Number(claims.iat) - 7200,
      exp: Number(claims.iat) - 3600,
    }),
    /"exp"/,
  ],
] as const)
  test(`an ID token from ${what}, signed with the provider’s own key, is refused`, async ({
    provider,
    server,
    browser,
  }) => {
    const { page, close } = await openPost(browser, server.url);
    const popup = await toProviderLogin(page);
    provider.tamperNextIdToken(change);
    await loginAt(popup, 'ada');
    assert.is(await providerError(popup), 'Signing in with Platform did not work. Please try again.');
    assert.match(lastFailure(server), why);
    assert.is(await viewerName(page), null);
    await close();
  });

test('a provider that is down: the popup says so in words; the page and what was typed stay', async ({
  provider,
  server,
  browser,
}) => {
  const { page, close } = await openPost(browser, server.url);
  await writeNewComment(page, 'Grace', 'Typed before the provider went away.');
  await provider.stop();
  try {
    const popup = await pressSignIn(page);
    await popup.getByRole('button', { name: 'Sign in with Platform' }).click();
    assert.is(
      await providerError(popup),
      'Platform cannot be reached right now. Please try again later, or choose another way to sign in.',
    );
    // The buttons are there to try again, and the e-mail form beside them.
    assert.ok(await popup.getByRole('button', { name: 'Sign in with Platform' }).isVisible());
    assert.equal(await axeViolations(popup, 'body'), []);
    await popup.close();
  } finally {
    await provider.start();
  }
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'Typed before the provider went away.');
  assert.is(await viewerName(page), null);
  await close();
});

test('a sign-in started from another site is refused before the provider is asked', async ({ server }) => {
  const answer = await fetch(`${server.url}/comments/en/fetch/oidc/${PROVIDER}`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    redirect: 'manual',
  });
  assert.is(answer.status, 403);
  assert.is(answer.headers.get('location'), null);
});

test('a blocked popup is said in the section, with a link to the page of providers', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.addInitScript(() => (window.open = () => null));
  await recordLiveRegions(page, SECTION);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(page);
  await page.locator(SECTION).getByRole('button', { name: 'Sign in (opens a new window)' }).click();
  const link = page.locator(`${SECTION} .pl-viewer a`);
  await link.waitFor();
  await page.waitForFunction(() => (window as unknown as { heardLog: string[] }).heardLog.length > 0);
  assert.ok((await heard(page)).includes('Your browser blocked the window. Open it here (opens a new window)'));
  // Followed by hand, the page offers the provider.
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.getByRole('button', { name: 'Sign in with Platform' }).waitFor();
  await close();
});

// Last: the provider this suite shares is left registered for another server.
test('several providers, in the order configured, and none of the server’s own accounts when LOCAL_SIGN_IN=off', async ({
  provider,
  browser,
}) => {
  const staff = await startTestProvider();
  staff.accounts.set('lin', { name: 'Lin Staff', email: 'lin@staff.test', email_verified: true });
  const server = await startServer({
    ...provider.env(PROVIDER, { OIDC_PLATFORM_NAME: 'Platform' }),
    ...staff.env('staff-id', { OIDC_STAFF_ID_NAME: 'Staff ID' }),
    OIDC_PROVIDERS: `${PROVIDER},staff-id`,
    LOCAL_SIGN_IN: 'off',
    DEMO_MODERATION: 'off',
    DEMO_CAPTCHA: 'off',
  });
  try {
    staff.allow(server.url, 'staff-id');
    const { page, close, pageErrors } = await openPost(browser, server.url);
    const popup = await pressSignIn(page);
    assert.equal(
      (await popup.getByRole('listitem').allTextContents()).map((text) => text.trim()),
      ['Sign in with Platform', 'Sign in with Staff ID'],
    );
    // No e-mail and password: the providers are the only way, and the form's address takes none either.
    assert.is(await popup.locator('input[type="password"]').count(), 0);
    const posted = await popup.request.post(`${server.url}/comments/en/fetch/user`, {
      form: { email: 'reader@porchlight.test', password: 'anything at all' },
      headers: { origin: server.url },
    });
    assert.is(posted.status(), 404);
    assert.is(await popup.getByRole('heading', { name: 'Or with your email and password' }).count(), 0);
    assert.equal(await axeViolations(popup, 'body'), []);
    // The second provider's button goes to the second provider.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in with Staff ID' }).click();
    await popup.waitForURL((url) => url.origin === staff.issuer);
    await loginAt(popup, 'lin');
    await closed;
    await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Lin Staff' }).waitFor();
    assert.equal(pageErrors, []);
    await close();
  } finally {
    await server.stop();
    await staff.close();
  }
});

test.run();
