import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { formOpened, SECTION, openPostHeard } from '../../helpers/comments-page.ts';
import { heard } from '../../helpers/heard.ts';

// A reader refused for too many changes from their address (one a minute
// here): the section and the plain form both say when they may try again,
// in words, and keep what they typed.
const test = browserSuite('comment section: too many changes from one address', {
  DEMO_MODERATION: 'off',
  RATE_LIMIT_MUTATIONS: '1',
});

const WHEN = /^Too many changes from here\. Please try again in \d+ (seconds?|minutes?)\.$/;

// WCAG 3.3.1 3.3.3 4.1.3
test('the second comment within the minute is refused: the form says, and the reader hears, when to send it again; the text stays', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await openPostHeard(page, server.url);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill('Wren');
  await page.getByLabel('Comment (required)').fill('The one change this minute allows');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.locator(`${SECTION} article`, { hasText: 'The one change this minute allows' }).waitFor();

  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page, 'comment');
  await page.getByLabel('Comment (required)').fill('One change too many');
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/comments/graphql') && response.status() === 429,
  );
  await page.getByRole('button', { name: 'Post comment' }).click();
  const answer = await refused;
  const seconds = Number(answer.headers()['retry-after']);
  assert.ok(seconds >= 1 && seconds <= 60, `Retry-After: ${seconds}`);
  const body = (await answer.json()) as { errors: { extensions: { code: string; retryAfter: number } }[] };
  assert.equal(body.errors[0]!.extensions, { code: 'RATE_LIMITED', retryAfter: seconds });

  const alert = page.locator(`${SECTION} .pl-alert`);
  await alert.filter({ hasText: 'Too many' }).waitFor();
  const shown = (await alert.textContent())!.trim();
  assert.match(shown, WHEN, shown);
  assert.not.match(shown, /Something went wrong/);
  assert.ok(
    (await heard(page)).some((line) => WHEN.test(line)),
    (await heard(page)).join(' | '),
  );
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'One change too many', 'the text is kept');
  assert.equal(pageErrors, []);
  await close();

  // Without script, the plain form's refusal says the same, with Retry-After, and gives the text back.
  const plain = await newPage(browser, { javaScriptEnabled: false });
  await plain.page.goto(`${server.url}/posts/2`);
  const form = plain.page.getByRole('group', { name: 'Add a comment' });
  await form.getByLabel('Name (required)').fill('Wren');
  await form.getByLabel('Comment (required)').fill('Still one too many');
  const plainRefused = plain.page.waitForResponse((response) => response.url().endsWith('/comments/post'));
  await form.getByRole('button', { name: 'Post comment' }).click();
  const plainAnswer = await plainRefused;
  assert.is(plainAnswer.status(), 429);
  const plainSeconds = Number(plainAnswer.headers()['retry-after']);
  assert.ok(plainSeconds >= 1 && plainSeconds <= 60, `Retry-After: ${plainSeconds}`);
  await plain.page.waitForLoadState('load');
  assert.ok(
    await plain.page
      .getByText(/^Too many comments from here: please send the form again in \d+ (seconds?|minutes?)\.$/)
      .isVisible(),
    await plain.page.locator('main').innerText(),
  );
  assert.is(await plain.page.getByLabel('Comment (required)').inputValue(), 'Still one too many');

  // The API says it in the language the change asked for.
  const french = await plain.page.request.post(`${server.url}/comments/graphql`, {
    headers: { origin: server.url },
    data: {
      query: 'mutation($locale: Locale!) { likeComment(commentID: "1", locale: $locale) { id } }',
      variables: { locale: 'fr' },
    },
  });
  assert.is(french.status(), 429);
  const frenchBody = (await french.json()) as { errors: { message: string }[] };
  assert.match(
    frenchBody.errors[0]!.message,
    /^Trop de modifications d’ici\. Veuillez réessayer dans \d+ (secondes?|minutes?)\.$/,
  );
  await plain.close();
});

test.run();
