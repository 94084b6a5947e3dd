import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { commentsQuery, commentsReady, SECTION } from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { heard, recordLiveRegions } from '../../helpers/heard.ts';
import { openSqlite } from '../../../src/server/store/sqlite.ts';

// A post its author closed keeps its comments readable and takes no new one: the section says so
// where "Add a comment" would be, as text that is read in its place, not announced on load.
const test = browserSuite('comments on a closed post');

/** Closes post 3 in the server's database before anyone reads it (nothing of it is cached yet). */
test.before.each(({ server }) => {
  const db = openSqlite(server.databaseUrl);
  db.prepare('UPDATE posts SET closed = 1 WHERE id = 3').run();
  db.close();
});

/** What the section shows of being closed: its note, whether it is seen, and whether it sits in a live region. */
const closedNote = (page: Page, text: string) =>
  page
    .locator(SECTION)
    .getByText(text, { exact: true })
    .evaluate((note) => ({
      shown: note.checkVisibility(),
      live: !!note.closest('[role=status],[role=alert],[aria-live]'),
    }));

test('with script: "Comments are closed" where "Add a comment" would be, read as text, not announced', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await recordLiveRegions(page);
  await page.goto(`${server.url}/posts/3?${commentsQuery}`);
  await commentsReady(page);
  assert.equal(await closedNote(page, 'Comments are closed.'), { shown: true, live: false });
  assert.is(await page.getByRole('button', { name: 'Add a comment' }).count(), 0);
  // Its comments stay readable.
  assert.ok((await page.locator(`${SECTION} article`).count()) > 0);
  assert.not.ok(
    (await heard(page)).some((text) => text.includes('closed')),
    'not a message on load',
  );
  await close();
});

test('in French too', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/3?${commentsQuery}&locale=fr`);
  await commentsReady(page);
  assert.equal(await closedNote(page, 'Les commentaires sont fermés.'), { shown: true, live: false });
  await close();
});

test('without script: the same words, and no plain form', async ({ server, browser }) => {
  const { page, close } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`${server.url}/posts/3`);
  assert.equal(await closedNote(page, 'Comments are closed.'), { shown: true, live: false });
  assert.is(await page.locator(`${SECTION} form[action$="/comments/post"]`).count(), 0);
  await close();
});

test.run();
