import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { newPage } from '../../helpers/browser.ts';
import { commentsQuery, commentsReady, pressUntilShown, SECTION } from '../../helpers/comments-page.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { words as arabic } from '../../../src/shared/comments/messages/ar.ts';
import { words as english } from '../../../src/shared/comments/messages/en.ts';

// Each comment's text says the language it was written in (WCAG 3.1.2), whatever the section's language:
// the demo's post 1 has French comments among English ones, read here in a section in Arabic.
const test = browserSuite('comment language');

/**
 * How Chromium reads the language of a comment's text and of its writer's
 * name: the `lang` it inherits (`:lang()`, the language a screen reader is
 * handed), tried against the languages of this test.
 */
const languagesOf = (page: Page, text: string) =>
  page
    .locator(`${SECTION} article`, { has: page.locator('.pl-body', { hasText: text }) })
    .first()
    .evaluate((article) => {
      // Inline (no named helper): the test runner's compiler would name it with a function the page lacks.
      const [body, name, section] = [
        article.querySelector('.pl-body'),
        article.querySelector('.pl-name'),
        article.closest('section'),
      ].map((el) => ['ar', 'en', 'fr'].filter((lang) => el?.matches(`:lang(${lang})`)));
      return { body, bodyLang: article.querySelector('.pl-body')?.getAttribute('lang'), name, section };
    });

/** Presses the section's "More comments" (named `more`) until a comment with `text` is shown. */
async function showComment(page: Page, text: string, more: string) {
  const body = page.locator(`${SECTION} .pl-body`, { hasText: text });
  assert.ok((await pressUntilShown(page, body, { more })) >= 0, `"${text}" shown`);
}

// WCAG 3.1.2
test('in a section in Arabic, an English comment reads as English and a French one as French, names too', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}&locale=ar`);
  await commentsReady(page);
  // The oldest threads hold the French ones: the section's own "More comments" brings them.
  await showComment(page, 'Quel héron patient', arabic.more_comments);
  assert.equal(await languagesOf(page, 'Quel héron patient'), {
    body: ['fr'],
    bodyLang: 'fr',
    name: ['fr'],
    section: ['ar'],
  });
  assert.equal(await languagesOf(page, 'Magnifique balade'), {
    body: ['fr'],
    bodyLang: 'fr',
    name: ['fr'],
    section: ['ar'],
  });
  assert.equal(await languagesOf(page, 'Lovely write-up'), {
    body: ['en'],
    bodyLang: 'en',
    name: ['en'],
    section: ['ar'],
  });
  await close();
});

// WCAG 3.1.2
test('in a section in English, the French comment is still French', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  await showComment(page, 'Magnifique balade', english.more_comments);
  assert.equal((await languagesOf(page, 'Magnifique balade')).body, ['fr']);
  await close();
});

test.run();
