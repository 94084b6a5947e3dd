import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { axeViolations } from '../tests/helpers/axe.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { fixtureHtml, openFixture } from '../tests/helpers/widget-fixture.ts';

// Every widget on a page written in Arabic, right to left (docs/languages.md "Languages"), and on one in German: the
// same zero axe violations as in English, with every word, name and roledescription in the page's language,
// the widgets loaded, then their parts opened (the comment form, the tags list).
const test = browserSuite('a11y: languages', { DEMO_MODERATION: 'off' });

const tags = (names: string[]) =>
  `<ul>${names.map((name) => `<li><a href="/tags/${encodeURIComponent(name)}">${name}</a></li>`).join('')}</ul>`;
const slides = ['الفجر', 'الهويس', 'الجسر']
  .map(
    (name) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${name}" width="800" height="450"><figcaption>${name} على ممشى القناة</figcaption></figure></li>`,
  )
  .join('');

/** Every widget, as a blog in `heading`'s language would write them. */
const everyWidget = (heading: string) => `
<p><span data-porchlight="comment-count" data-post-id="1"></span></p>
<div data-porchlight="share" data-url="https://blog.example/posts/1" data-title="تدوينة"></div>
<div data-porchlight="print"></div>
<div data-porchlight="slideshow"><ul>${slides}</ul></div>
<div data-porchlight="audio-player"><audio src="/demo-media/canal-evening.wav" controls loop preload="none"></audio>
<p><a href="/demo-media/sounds" target="_blank" rel="noopener">Porchlight Sounds</a></p></div>
<div data-porchlight="tags-carousel">${tags(['المشي', 'الخَبز', 'التصوير', 'السماء ليلًا', 'التصليح'])}</div>
<div data-porchlight="tags-dropdown">${tags(['المشي', 'الخَبز', 'البستنة'])}</div>
<div data-porchlight="last-comments" data-blog-id="1"><h2>${heading}</h2></div>
<div id="comments" data-porchlight="comments" data-render="client" data-post-id="1"></div>`;

async function openEveryWidget(page: Page, url: string, options: { lang: string; dir?: 'ltr' | 'rtl'; title: string }) {
  await openFixture(page, url, fixtureHtml(everyWidget(options.title), { ...options, widgetsCss: true }));
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-porchlight-state="ready"]').length === 9 &&
      !!document.querySelector('#comments .pl-list > li') &&
      !!document.querySelector('.pl-lc li'),
  );
}

// WCAG 3.1.2
test('an Arabic page, right to left, with every widget: zero axe violations, loaded and opened', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, { reducedMotion: 'reduce' });
  await openEveryWidget(page, server.url, { lang: 'ar', dir: 'rtl', title: 'أحدث التعليقات' });
  assert.equal(await axeViolations(page, 'main'), [], 'loaded');
  // In the page's language, each widget follows the page: no lang or dir of its own, but the section's.
  assert.equal(
    await page.$$eval('[data-porchlight]', (roots) => roots.filter((el) => el.hasAttribute('lang')).length),
    0,
  );
  assert.is(await page.getAttribute('.pl-comments', 'dir'), 'rtl');
  await page.getByRole('button', { name: 'إضافة تعليق' }).click();
  await page.waitForSelector('#comments form');
  await page.getByRole('button', { name: 'الوسوم', exact: true }).click();
  assert.equal(await axeViolations(page, 'main'), [], 'the form and the tags list open');
  assert.equal(pageErrors, []);
  await close();
});

test('a German page with every widget: zero axe violations, and every widget in German', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, { reducedMotion: 'reduce' });
  await openEveryWidget(page, server.url, { lang: 'de', title: 'Neueste Kommentare' });
  assert.equal(await axeViolations(page, 'main'), []);
  assert.ok(await page.getByRole('button', { name: 'Diesen Beitrag drucken' }).isVisible());
  assert.ok(await page.getByRole('button', { name: 'Kommentar schreiben' }).isVisible());
  assert.ok(await page.getByRole('button', { name: 'Abspielen' }).isVisible());
  assert.equal(pageErrors, []);
  await close();
});

test.run();
