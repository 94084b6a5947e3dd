import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import {
  clientOnly,
  commentsQuery,
  commentsReady,
  COMMENTS_MODE,
  focused,
  formOpened,
  recordOperations,
  routeOperation,
  SECTION,
  sectionLive,
  openLongList,
  longThread,
} from '../../helpers/comments-page.ts';
import { axReading, heard, recordLiveRegions } from '../../helpers/heard.ts';

// The formatting subset (docs/embedding.md "Formatting"): a writer's Markdown parsed
// by the server, drawn as an allowlisted structure; "Formatting help" and
// "Preview" under the comment field, each a disclosure button; hostile
// text stays text in the preview and in the list. Moderation is off.
const test = browserSuite('comment section: formatting', { DEMO_MODERATION: 'off' });

async function open(page: Page, url: string) {
  await recordLiveRegions(page, SECTION);
  await page.goto(url);
  await commentsReady(page);
}

const MARKDOWN = [
  'Some *emphasis*, **strong** and `code`,',
  'on two lines.',
  '',
  '> a quote',
  '',
  '- one',
  '- two',
  '',
  '3. three',
  '',
  '```',
  'if (a < b) go();',
  '```',
  '',
  '[the post](https://example.com/post) and [a trap](javascript:window.owned=1) <img src=x onerror="window.owned=1"> <script>window.owned=1</script>',
].join('\n');

/** A body's elements as tag names in document order, and its links: what a reader's page was built of. */
const shapeOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((body) => ({
    tags: [...body.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()),
    links: [...body.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('rel'), a.textContent]),
    text: (body as HTMLElement).innerText,
  }));
const EXPECTED_TAGS = [
  'p',
  'em',
  'strong',
  'code',
  'br',
  'blockquote',
  'p',
  'ul',
  'li',
  'li',
  'ol',
  'li',
  'pre',
  'code',
  'p',
  'a',
];

test('keyboard only: Formatting help and Preview open and close where they are; the preview is what the server will draw; posted, the comment is built of the allowlist, hostile parts as text', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  const sent = recordOperations(page);
  await page.getByRole('button', { name: 'Add a comment' }).focus();
  await page.keyboard.press('Enter');
  await formOpened(page);
  await page.keyboard.type('Wren');
  await page.getByLabel('Comment (required)').fill(MARKDOWN);
  await page.getByLabel('Comment (required)').focus();

  // From the field, Tab reaches Formatting help, then Preview.
  await page.keyboard.press('Tab');
  const help = page.getByRole('button', { name: 'Formatting help' });
  assert.ok(await help.evaluate((el) => el === document.activeElement), await focused(page));
  assert.is(await help.getAttribute('aria-expanded'), 'false');
  assert.is(sent.filter((s) => s.name === 'commentPreview').length, 0, 'nothing asked before the reader asks');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: 'Formatting: what you type, and what readers see' });
  await table.waitFor();
  assert.is(await help.getAttribute('aria-expanded'), 'true');
  assert.is(await help.getAttribute('aria-controls'), await table.evaluate((el) => el.parentElement!.id));
  assert.ok(await help.evaluate((el) => el === document.activeElement), 'focus stays on the button');
  assert.is(await table.getByRole('columnheader').count(), 2);
  assert.is(await table.getByRole('row').count(), 9, 'a header and eight examples');
  assert.is(await table.locator('em').first().textContent(), 'emphasis');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the help open');

  await page.keyboard.press('Tab');
  const previewButton = page.getByRole('button', { name: 'Preview' });
  assert.ok(await previewButton.evaluate((el) => el === document.activeElement), await focused(page));
  await page.keyboard.press('Enter');
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.locator('.pl-body').waitFor();
  assert.is(await previewButton.getAttribute('aria-expanded'), 'true');
  assert.is(await previewButton.getAttribute('aria-controls'), await preview.getAttribute('id'));
  const previewed = await shapeOf(page, `${SECTION} .pl-preview .pl-body`);
  assert.equal(previewed.tags, EXPECTED_TAGS);
  assert.equal(previewed.links, [['https://example.com/post', 'ugc nofollow noopener', 'the post']]);
  assert.match(
    previewed.text,
    /\[a trap\]\(javascript:window\.owned=1\) <img src=x onerror="window\.owned=1"> <script>window\.owned=1<\/script>/,
  );
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the preview open');
  // Entering the region, a reader hears its name once: its visible label is not read again as its first line.
  const read = (await axReading(page, preview)).filter((node) => node.role !== 'InlineTextBox');
  assert.equal(read[0], { role: 'region', name: 'Preview' });
  assert.is(read.filter((node) => node.name === 'Preview').length, 1, JSON.stringify(read.slice(0, 4)));

  // Typing on changes the preview once the writer pauses; nothing is read out over their typing.
  const heardBefore = (await heard(page)).length;
  await page.getByLabel('Comment (required)').fill(`${MARKDOWN}\n\n**more**`);
  await preview.locator('.pl-body strong', { hasText: 'more' }).waitFor();
  assert.is((await heard(page)).length, heardBefore, JSON.stringify((await heard(page)).slice(heardBefore)));

  // Pressed again, each closes.
  await previewButton.focus();
  await page.keyboard.press('Enter');
  await preview.waitFor({ state: 'detached' });
  assert.is(await previewButton.getAttribute('aria-expanded'), 'false');
  await help.focus();
  await page.keyboard.press('Enter');
  await table.waitFor({ state: 'detached' });

  await page.getByLabel('Comment (required)').fill(MARKDOWN);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const article = page.locator(`${SECTION} article`, { hasText: 'a quote' });
  await article.waitFor();
  const posted = await shapeOf(page, `#${await article.getAttribute('id')} .pl-body`);
  assert.equal(posted.tags, EXPECTED_TAGS, 'drawn as previewed');
  assert.equal(posted.links, previewed.links);
  assert.is(await article.locator('ol').getAttribute('start'), '3');
  assert.is(await page.evaluate(() => (window as { owned?: number }).owned), undefined, 'nothing the writer typed ran');
  assert.equal(await axeViolations(page, SECTION), [], 'axe, with the formatted comment listed');

  // The editor starts from the text as typed, Markdown and all.
  // Found again by its id: while the editor is open its text is the field's value, which no text filter sees.
  const mine = page.locator(`#${await article.getAttribute('id')}`);
  await mine.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const field = mine.getByRole('textbox', { name: 'Your comment' });
  await field.waitFor();
  assert.is(await field.inputValue(), MARKDOWN);
  await field.fill('Now *shorter*');
  await mine.getByRole('button', { name: 'Save' }).click();
  await mine.locator('.pl-body em', { hasText: 'shorter' }).waitFor();
  assert.equal(pageErrors, []);
  await close();
});

test('the formatting chunk failing fails alone: said where the reader pressed and heard, the text kept; the next press loads it', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  let failing = true;
  await page.route(/\/widgets\/lazy\/comments-formatting-/, (route) =>
    failing ? route.abort('failed') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Comment (required)').fill('*kept*');
  const help = page.getByRole('button', { name: 'Formatting help' });
  await help.click();
  const said = page.locator(`${SECTION} .pl-form .pl-error`, { hasText: 'Something went wrong. Please try again.' });
  await said.waitFor();
  assert.is(await help.getAttribute('aria-expanded'), 'false', 'nothing opened');
  assert.ok((await heard(page)).includes('Something went wrong. Please try again.'));
  assert.is(await page.getByLabel('Comment (required)').inputValue(), '*kept*');
  assert.equal(await axeViolations(page, SECTION), []);
  failing = false;
  await help.click();
  await page.getByRole('table').waitFor();
  assert.is(await said.count(), 0, 'the failure goes once it worked');
  // The rest of the form still posts.
  await page.getByLabel('Name (required)').fill('Wren');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await page.locator(`${SECTION} article em`, { hasText: 'kept' }).waitFor();
  await close();
});

test('a preview refused (too long) or cut off is said in the preview and heard once; the text is kept', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  const long = 'x'.repeat(5001);
  await page.getByLabel('Comment (required)').fill(long);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.locator('.pl-flag').waitFor();
  assert.match(await preview.locator('.pl-flag').innerText(), /5,000/);
  assert.ok(
    (await heard(page)).some((line) => /5,000/.test(line)),
    JSON.stringify(await heard(page)),
  );
  assert.is(await page.getByLabel('Comment (required)').inputValue(), long);
  // Typing on, still too long: the preview says so again, but it is not read out over the typing a second time.
  // Its answer read in full (requestfinished, not the response's first bytes), and a frame drawn since: the
  // preview has taken it, and a second reading would be in the log.
  const again = page.waitForEvent(
    'requestfinished',
    (request) => request.postData()?.includes('commentPreview') === true,
  );
  await page.getByLabel('Comment (required)').fill(`${long}y`);
  await again;
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(drawn)));
  assert.is((await heard(page)).filter((line) => /5,000/.test(line)).length, 1, JSON.stringify(await heard(page)));
  assert.equal(await axeViolations(page, SECTION), []);

  await routeOperation(page, 'commentPreview', (route) => route.abort('failed'));
  await page.getByLabel('Comment (required)').fill('short now');
  await preview
    .locator('.pl-flag', { hasText: 'The preview could not be made. Your text is kept; try again.' })
    .waitFor();
  assert.is(await page.getByLabel('Comment (required)').inputValue(), 'short now');
  await close();
});

test('a formatted comment is drawn the same by the server and by the page (the demo’s list and emphasis)', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const html = await (await page.request.get(`${server.url}/posts/1?${commentsQuery}`)).text();
  if (COMMENTS_MODE === 'server') {
    assert.match(html, /so <em>bring boots<\/em>\./, 'in the page as the server sent it');
    // The list is Bastien's fifth reply: replies run oldest first, so the page of his thread's every reply has it.
    const thread = /comments_thread=(\d+)/.exec(html)![1];
    const whole = await (
      await page.request.get(`${server.url}/posts/1?${commentsQuery}&comments_thread=${thread}`)
    ).text();
    assert.match(
      whole,
      /<ul><li aria-level="1">walk the bike over the bridge<\/li><li aria-level="1">keep to the left after the lock<\/li><\/ul>/,
    );
  }
  await open(page, `${server.url}/posts/1?${commentsQuery}`);
  await page.locator(`${SECTION} .pl-body em`, { hasText: 'bring boots' }).waitFor();
  await sectionLive(page);
  await page.getByRole('button', { name: /^More replies to Bastien/ }).click();
  const list = page.locator(`${SECTION} .pl-body ul`, { hasText: 'walk the bike' });
  await list.waitFor();
  assert.equal(
    await list.locator('li').allInnerTexts(),
    ['walk the bike over the bridge', 'keep to the left after the lock'],
    'the same once the page took it over',
  );
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(pageErrors, []);
  await close();
});

// Client-rendered only: it makes the section's first answer a long list, which the server renders itself.
// WCAG 1.4.10
clientOnly(test)(
  'at 320px, a reply form in a long list shows its formatting help whole, with no sideways scroll: every cell in view where the browser finds it',
  async ({ server, browser }) => {
    const { page, close, pageErrors } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    await openLongList(page, server.url, 60);
    const thread = longThread(page, 30);
    await thread.getByRole('button', { name: /^Reply/ }).click();
    await thread.getByRole('button', { name: 'Formatting help' }).click();
    const table = thread.getByRole('table', { name: 'Formatting: what you type, and what readers see' });
    await table.waitFor();
    // Each cell's middle and both ends, the cell scrolled to: cut off by its thread, none is found there.
    const cut = await table.evaluate((el) =>
      [...el.querySelectorAll('th, td')]
        .filter((cell) => {
          cell.scrollIntoView({ block: 'center', inline: 'center' });
          const box = cell.getBoundingClientRect();
          const y = box.top + box.height / 2;
          return [box.left + 2, box.left + box.width / 2, box.right - 2].some(
            (x) => !cell.contains(document.elementFromPoint(x, y)),
          );
        })
        .map((cell) => cell.textContent),
    );
    assert.equal(cut, []);
    // Reflow (WCAG 1.4.10): the page is no wider than the screen, the table no wider than its thread's form.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320, 'no sideways scroll');
    const widths = await table.evaluate((el) => [
      el.getBoundingClientRect().right,
      el.closest('form')!.getBoundingClientRect().right,
    ]);
    assert.ok(widths[0]! <= widths[1]!, `the table within the form: ${widths.join(' <= ')}`);
    assert.equal(pageErrors, []);
    await close();
  },
);

test.run();
