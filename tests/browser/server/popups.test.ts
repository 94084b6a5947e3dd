import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { viewerName } from '../../helpers/comments-page.ts';

/** The sign-in popups as a reader meets them: opened by a post page, talking back to it, then gone. */
const test = browserSuite('sign-in popups');

async function openPopup(page: Page, path: string) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((p) => void window.open(p, 'loginob', 'width=400,height=450'), path),
  ]);
  return popup;
}

test('signing in calls window.opener.porchlightLogin() and closes the popup; the page is then signed in', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await page.evaluate(() => {
    (window as unknown as { logins: number }).logins = 0;
    (window as unknown as { porchlightLogin: () => void }).porchlightLogin = () =>
      (window as unknown as { logins: number }).logins++;
  });
  const popup = await openPopup(page, '/comments/en/fetch/user');
  await popup.waitForLoadState();
  assert.equal(await axeViolations(popup, 'body'), []);
  await popup.getByLabel('Email').fill(DEMO_ACCOUNTS.reader.email);
  await popup.getByLabel('Password').fill(DEMO_ACCOUNTS.reader.password);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await closed;
  assert.is(await page.evaluate(() => (window as unknown as { logins: number }).logins), 1);
  assert.is(await viewerName(page), DEMO_ACCOUNTS.reader.name);
  assert.equal(pageErrors, []);
  await close();
});

test('a wrong password keeps the popup open with the error announced, accessible, in French', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client&locale=fr`);
  const popup = await openPopup(page, '/comments/fr/fetch/user');
  await popup.getByLabel('E-mail').fill(DEMO_ACCOUNTS.reader.email);
  await popup.getByLabel('Mot de passe').fill('wrong password');
  await popup.getByRole('button', { name: 'Se connecter' }).click();
  await popup.getByRole('alert').waitFor();
  assert.is(await popup.getByRole('alert').textContent(), 'L’e-mail ou le mot de passe est incorrect.');
  assert.is(await popup.getByLabel('E-mail').inputValue(), DEMO_ACCOUNTS.reader.email);
  // Focus on the first invalid field: the answer is a new page, whose autofocus applies a frame after it shows.
  await popup.waitForFunction(() => document.activeElement?.id === 'sign-in-email');
  assert.equal(await axeViolations(popup, 'body'), []);
  assert.is(await viewerName(page), null);
  await close();
});

test('the logout popup ends the session, lands on the exit page and closes itself', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client`);
  const login = await openPopup(page, '/comments/en/fetch/user');
  await login.getByLabel('Email').fill(DEMO_ACCOUNTS.author.email);
  await login.getByLabel('Password').fill(DEMO_ACCOUNTS.author.password);
  const loginClosed = login.waitForEvent('close');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await loginClosed;
  assert.is(await viewerName(page), DEMO_ACCOUNTS.author.name);
  const logout = await openPopup(page, '/comments/en/fetch/logout?redirect=/comments/en/exit');
  await logout.waitForEvent('close');
  assert.is(await viewerName(page), null);
  await close();
});

test('the exit page, opened on its own, is accessible and offers a close button', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/comments/en/exit`);
  assert.ok(await page.getByRole('button', { name: 'Close this window' }).isVisible());
  assert.equal(await axeViolations(page, 'body'), []);
  await close();
});

test.run();
