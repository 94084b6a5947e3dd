import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

/**
 * The captcha stand-in driven the way the comment widget drives Google's
 * invisible reCAPTCHA, on a demo page under its CSP: tests pick its answer
 * with window.porchlightCaptchaStandIn = { mode }.
 */
const test = browserSuite('captcha stand-in');

// In-page code is written as source text: the test runner's transform
// would otherwise wrap named functions in a helper the page does not have.
async function loadStandIn(page: Page) {
  await page.evaluate(`new Promise((resolve, reject) => {
    window.onCaptchaReady = () => resolve();
    const script = document.createElement('script');
    script.src = '/comments/captcha-standin/api.js?onload=onCaptchaReady&render=explicit';
    script.onerror = () => reject(new Error('Failed to load Recaptcha'));
    document.head.append(script);
  })`);
}

/**
 * Render and execute in the given mode, carry the page's clock (installed by the test before the page opened)
 * a second on, and report which callback fired first, with what, or none: the stand-in answers 10 ms after the
 * execute, so one that has not answered a second on never will.
 */
async function execute(page: Page, mode: string): Promise<{ event: string; token?: string }> {
  await page.evaluate(`{
    window.porchlightCaptchaStandIn = { mode: ${JSON.stringify(mode)} };
    window.captchaAnswer = null;
    const answer = (event) => (window.captchaAnswer ??= event);
    const container = document.createElement('div');
    document.body.append(container);
    const id = grecaptcha.render(container, {
      sitekey: 'porchlight-captcha-standin',
      size: 'invisible',
      badge: 'inline',
      callback: (token) => answer({ event: 'callback', token }),
      'expired-callback': () => answer({ event: 'expired' }),
      'error-callback': () => answer({ event: 'error' }),
    });
    grecaptcha.execute(id);
  }`);
  await page.clock.runFor(1000);
  return page.evaluate(
    () => (window as unknown as { captchaAnswer: { event: string } | null }).captchaAnswer ?? { event: 'none' },
  );
}

const addComment = (page: Page, recaptcha: string): Promise<any> =>
  page.evaluate(`fetch('/comments/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation addComment($comment: String!, $locale: Locale!, $postID: ID!, $recaptcha: String, $user: CommentUserInput!) { addComment(comment: $comment, locale: $locale, postID: $postID, recaptcha: $recaptcha, user: $user) { id isVisible } }',
      variables: { comment: 'Via the stand-in', locale: 'en', postID: '1', recaptcha: ${JSON.stringify(recaptcha)}, user: { name: 'Ada', email: 'ada@example.com' } },
    }),
  }).then((res) => res.json())`);

test('accept: the callback gets a token the server takes, once', async ({ server, browser }) => {
  const { page, close, consoleErrors, pageErrors } = await newPage(browser);
  await page.clock.install();
  await page.goto(`${server.url}/posts/1?comments=client`);
  await loadStandIn(page);
  const answer = await execute(page, 'accept');
  assert.is(answer.event, 'callback');
  const first = await addComment(page, answer.token!);
  assert.is(first.errors, undefined);
  assert.is(first.data.addComment.isVisible, true);
  const again = await addComment(page, answer.token!);
  assert.equal(again.errors[0].extensions.validation, {
    recaptcha: ['The anti-robot check expired. Please try again.'],
  });
  assert.equal(
    consoleErrors.filter((e) => /Content Security Policy/i.test(e)),
    [],
    'no CSP violation',
  );
  assert.equal(pageErrors, []);
  await close();
});

test('reject: the callback gets a token the server refuses as a recaptcha validation error', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.clock.install();
  await page.goto(`${server.url}/posts/1?comments=client`);
  await loadStandIn(page);
  const answer = await execute(page, 'reject');
  assert.is(answer.event, 'callback');
  const result = await addComment(page, answer.token!);
  assert.equal(result.errors[0].extensions.validation, {
    recaptcha: ['The anti-robot check failed. Please try again.'],
  });
  await close();
});

test('expire, error and hold call the expired-callback, the error-callback, or nothing', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.clock.install();
  await page.goto(`${server.url}/posts/1?comments=client`);
  await loadStandIn(page);
  assert.equal(await execute(page, 'expire'), { event: 'expired' });
  assert.equal(await execute(page, 'error'), { event: 'error' });
  assert.equal(await execute(page, 'hold'), { event: 'none' });
  await close();
});

test('reset clears the response; getResponse reads it', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await loadStandIn(page);
  const [before, after] = (await page.evaluate(`new Promise((resolve) => {
    const el = document.createElement('div');
    document.body.append(el);
    const id = grecaptcha.render(el, { sitekey: 'porchlight-captcha-standin', size: 'invisible', callback: () => {
      const response = grecaptcha.getResponse(id);
      grecaptcha.reset(id);
      resolve([response, grecaptcha.getResponse(id)]);
    } });
    grecaptcha.execute(id);
  })`)) as [string, string];
  assert.match(before, /^standin\.pass\./);
  assert.is(after, '');
  await close();
});

test.run();
