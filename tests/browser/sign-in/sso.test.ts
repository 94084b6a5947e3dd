import Database from 'better-sqlite3';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsReady, SECTION } from '../../helpers/comments-page.ts';
import { signSso } from '../../../src/server/auth/sso.ts';

// Single sign-on signed by the platform (docs/self-hosting.md "Sign-in"): the platform's page sends the payload
// it signed before the comment section shows, and the reader is signed in with no popup.
const SECRET = 'a-platform-secret-of-at-least-32-characters';
const test = browserSuite('single sign-on', { SSO_SECRET: SECRET, DEMO_MODERATION: 'off', DEMO_CAPTCHA: 'off' });

const now = () => Math.floor(Date.now() / 1000);

/** What the README's page does: the payload sent, then the section drawn. */
async function signedPage(page: Page, serverUrl: string, token: string) {
  await page.goto(`${serverUrl}/posts/1?comments=client`);
  const status = await page.evaluate(
    async (body) => (await fetch('/comments/sso', { method: 'POST', body })).status,
    token,
  );
  await page.reload();
  await commentsReady(page);
  return status;
}
const viewerText = (page: Page) => page.locator(`${SECTION} .pl-viewer`).innerText();

test('a payload the platform signed lately signs the reader in, with no popup, as the identity it names', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  let popups = 0;
  page.on('popup', () => popups++);
  const token = signSso(SECRET, { id: 'p-42', name: 'Ada Platform', email: 'ada@platform.example', timestamp: now() });
  assert.is(await signedPage(page, server.url, token), 204);
  await page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Ada Platform' }).waitFor();
  assert.is(popups, 0);
  const db = new Database(server.databaseUrl.replace(/^sqlite:/, ''), { readonly: true });
  const stored = db
    .prepare(
      'SELECT a.name, a.email FROM identities i JOIN accounts a ON a.id = i.account_id WHERE i.issuer = ? AND i.subject = ?',
    )
    .get('sso', 'p-42');
  db.close();
  // The platform did not say the e-mail is verified: it joins nothing and is not kept.
  assert.equal(stored, { name: 'Ada Platform', email: null });
  assert.equal(pageErrors, []);
  await close();
});

test('a bad, expired or replayed payload leaves the reader anonymous, says nothing to them, and is logged with why', async ({
  server,
  browser,
}) => {
  const used = signSso(SECRET, { id: 'p-7', name: 'Once', timestamp: now() });
  const cases: [string, string, string][] = [
    [
      'another secret',
      signSso('another-secret-that-is-long-enough-to-pass', { id: 'p-7', name: 'X', timestamp: now() }),
      'bad signature',
    ],
    ['expired', signSso(SECRET, { id: 'p-7', name: 'Late', timestamp: now() - 3600 }), 'expired'],
    ['replayed', used, 'replayed'],
  ];
  // Used once, by a reader who then signed out: the same payload again is a replay.
  const first = await newPage(browser);
  await signedPage(first.page, server.url, used);
  await first.page.locator(`${SECTION} .pl-viewer`, { hasText: 'Signed in as Once' }).waitFor();
  await first.close();
  for (const [what, token, why] of cases) {
    const { page, close } = await newPage(browser);
    assert.is(await signedPage(page, server.url, token), 204, what);
    assert.is(await viewerText(page).then((text) => text.includes('Signed in')), false, what);
    assert.is(await page.getByRole('alert').count(), 0, what);
    assert.ok(server.output().includes(`"why":"${why}`), `${what}: logged as ${why}`);
    await close();
  }
});

test.run();
