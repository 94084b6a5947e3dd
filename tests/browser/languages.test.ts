import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { newPage } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browser-suite.ts';
import { SECTION } from '../helpers/comments-page.ts';
import { fixtureHtml, openFixture } from '../helpers/widget-fixture.ts';
import { words as countArabic } from '../../src/shared/comment-count/messages/ar.ts';
import { words as countEnglish } from '../../src/shared/comment-count/messages/en.ts';
import { translator } from '../../src/shared/i18n.ts';

// Languages (docs/languages.md "Languages"): a widget in another locale than English loads that locale's words, a chunk
// of its own, before it enhances; one that cannot be had leaves that widget alone in English; Arabic reads
// right to left, the carousels' keys and swipes with it; the comment section speaks Arabic plurals and dates.
const test = browserSuite('languages', { DEMO_MODERATION: 'off' });

const TAGS = ['Walking', 'Baking', 'Photography', 'Night sky', 'Repairs', 'Audio', 'Gardening', 'Seeds'];
const tagList = `<ul>${TAGS.map((name) => `<li><a href="/tags/${encodeURIComponent(name)}">${name}</a></li>`).join('')}</ul>`;
const slides = ['Dawn', 'Lock', 'Bridge']
  .map(
    (name) =>
      `<li><figure><img src="/demo-media/towpath-dawn.svg" alt="${name}" width="800" height="450"><figcaption>${name}</figcaption></figure></li>`,
  )
  .join('');

/** Every widget-locale file the page asks for, by name (`print-de`). */
function localeRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const found = /\/widgets\/locales\/([\w-]+)\.js/.exec(request.url());
    if (found) asked.push(found[1]!);
  });
  return asked;
}

/** Arabic-Indic digits as Western ones: which a browser's Intl writes for Arabic depends on its CLDR. */
const latin = (text: string | null) => (text ?? '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660));

const ready = (page: Page, selector = '[data-porchlight]') =>
  page.waitForFunction(
    (selector) => [...document.querySelectorAll<HTMLElement>(selector)].every((el) => el.dataset.porchlightState),
    selector,
  );

const root = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    return { lang: el.getAttribute('lang'), dir: el.getAttribute('dir'), state: el.dataset.porchlightState };
  }, id);

test('a widget in German loads its own words, a chunk of its own, and speaks German; English loads none', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const asked = localeRequests(page);
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="de" data-porchlight="print" data-locale="de"></div>
<div id="dropdown" data-porchlight="tags-dropdown" data-locale="de-AT">${tagList}</div>
<div id="en" data-porchlight="print"></div>`),
  );
  await ready(page);
  assert.is(await page.textContent('#de button'), 'Diesen Beitrag drucken');
  assert.is(await page.textContent('#dropdown button'), 'Schlagwörter');
  assert.equal(await root(page, 'de'), { lang: 'de', dir: 'ltr', state: 'ready' });
  assert.is(await page.textContent('#en button'), 'Print this post');
  assert.equal(await root(page, 'en'), { lang: null, dir: null, state: 'ready' }, 'the page’s own language');
  assert.equal(asked.sort(), ['print-de', 'tags-dropdown-de'], 'one chunk per widget and locale, none for English');
  assert.equal(pageErrors, []);
  await close();
});

test('the loader holds a widget’s space until its words are in: no English first, then German', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => {};
  const askedForWords = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/widgets/locales/print-de.js', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await openFixture(page, server.url, fixtureHtml(`<div id="de" data-porchlight="print" data-locale="de"></div>`));
  // The widget has asked for its words, and a frame has been painted since: English would be drawn by now.
  await askedForWords;
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  assert.is(await page.locator('#de button').count(), 0, 'nothing drawn in another language meanwhile');
  assert.is((await root(page, 'de')).state, undefined, 'not ready');
  release();
  await ready(page);
  assert.is(await page.textContent('#de button'), 'Diesen Beitrag drucken');
  await close();
});

test('a locale’s words that cannot be had leave that widget in English, saying lang="en"; the others mount as they would', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.route('**/widgets/locales/print-de.js', (route) => route.abort());
  // An answer that is no chunk of ours (a proxy's empty script): no words, so English as well.
  await page.route('**/widgets/locales/tags-dropdown-de.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* nothing here */' }),
  );
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      `<div id="print" data-porchlight="print"></div>
<div id="share" data-porchlight="share" data-url="https://blog.example/p/1" data-title="Ein Beitrag"></div>
<div id="count" data-porchlight="comment-count" data-post-id="1"></div>
<div id="dropdown" data-porchlight="tags-dropdown">${tagList}</div>`,
      { lang: 'de' },
    ),
  );
  await ready(page);
  assert.is(await page.textContent('#print button'), 'Print this post');
  assert.equal(await root(page, 'print'), { lang: 'en', dir: 'ltr', state: 'ready' });
  assert.is(await page.getAttribute('#share ul', 'aria-label'), 'Diesen Beitrag teilen');
  assert.equal(await root(page, 'share'), { lang: null, dir: null, state: 'ready' }, 'in the page’s language');
  await page.waitForFunction(() => /\d/.test(document.querySelector('#count a')?.textContent ?? ''));
  assert.match(latin(await page.textContent('#count a')), /^\d+ Kommentare?$/);
  assert.is(await page.textContent('#dropdown button'), 'Tags');
  assert.equal(await root(page, 'dropdown'), { lang: 'en', dir: 'ltr', state: 'ready' });
  assert.equal(pageErrors, []);
  await close();
});

/** The first carousel's tags a reader can reach (not aria-hidden), in the list's order. */
const exposed = (page: Page) =>
  page.$$eval('#carousel li:not([aria-hidden]):not([inert]) a', (links) => links.map((a) => a.textContent));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);

test('an Arabic tags carousel on an English page reads right to left: Previous on the right, ArrowLeft forward, ArrowRight back', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, {
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 768 },
  });
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="carousel" data-porchlight="tags-carousel" data-locale="ar">${tagList}</div>`),
  );
  await ready(page);
  assert.equal(await root(page, 'carousel'), { lang: 'ar', dir: 'rtl', state: 'ready' });
  assert.is(await page.getAttribute('#carousel', 'aria-roledescription'), 'عرض دوّار');
  const previous = (await page.getByRole('button', { name: 'الوسوم السابقة' }).boundingBox())!;
  const next = (await page.getByRole('button', { name: 'الوسوم التالية' }).boundingBox())!;
  assert.ok(previous.x > next.x, `Previous (${previous.x}) is to the right of Next (${next.x})`);
  // The first tag stands at the right end of the strip, the next ones to its left.
  const walking = (await page.locator('#carousel li:not([inert])', { hasText: 'Walking' }).boundingBox())!;
  const baking = (await page.locator('#carousel li:not([inert])', { hasText: 'Baking' }).boundingBox())!;
  assert.ok(baking.x < walking.x, 'Baking stands left of Walking');
  await page.focus('#carousel li:not([inert]) a >> text=Walking');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focusedText(page), 'Baking', 'ArrowLeft goes on');
  await page.keyboard.press('ArrowRight');
  assert.is(await focusedText(page), 'Walking', 'ArrowRight goes back');
  await page.getByRole('button', { name: 'الوسوم التالية' }).click();
  assert.equal(await exposed(page), ['Baking', 'Photography', 'Night sky']);
  const viewport = (await page.locator('#carousel .porchlight-tags-viewport').boundingBox())!;
  const shown = (await page.locator('#carousel li:not([inert])', { hasText: 'Baking' }).boundingBox())!;
  assert.ok(
    Math.abs(shown.x + shown.width - (viewport.x + viewport.width)) < 2,
    'the strip moved right: Baking now stands at its right end',
  );
  assert.is(latin(await page.textContent('#carousel [role=status]')), 'الوسوم 2–4 من 8');
  assert.equal(pageErrors, []);
  await close();
});

test('right to left, a drag to the right brings the next tags, as a drag to the left does left to right', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser, { reducedMotion: 'reduce', viewport: { width: 1024, height: 768 } });
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="carousel" data-porchlight="tags-carousel" data-locale="ar">${tagList}</div>`),
  );
  await ready(page);
  const box = (await page.locator('#carousel .porchlight-tags-viewport').boundingBox())!;
  const start = (await page.locator('#carousel li:not([aria-hidden]) a', { hasText: 'Baking' }).boundingBox())!;
  const [x, y] = [start.x + start.width / 2, start.y + start.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * 0.3, y, { steps: 8 });
  // Under reduced motion the strip moves as the drag ends, within the gesture: nothing to wait for.
  await page.mouse.up();
  assert.equal(await exposed(page), ['Baking', 'Photography', 'Night sky']);
  await close();
});

test('an Arabic slideshow reads right to left: its controls mirrored, Previous right of Next, a swipe to the right goes on', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser, {
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 768 },
  });
  await openFixture(
    page,
    server.url,
    fixtureHtml(`<div id="slides" data-porchlight="slideshow" data-locale="ar">${`<ul>${slides}</ul>`}</div>`),
  );
  await ready(page);
  assert.equal(await root(page, 'slides'), { lang: 'ar', dir: 'rtl', state: 'ready' });
  const previous = (await page.getByRole('button', { name: 'الشريحة السابقة' }).boundingBox())!;
  const next = (await page.getByRole('button', { name: 'الشريحة التالية' }).boundingBox())!;
  assert.ok(previous.x > next.x, 'Previous is to the right of Next');
  const shownSlide = async () =>
    latin(await page.$eval('#slides [role=group]:not([hidden])', (group) => group.getAttribute('aria-label')));
  assert.is(await shownSlide(), '1 من 3');
  const box = (await page.locator('#slides .porchlight-slideshow-slides').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
  await page.mouse.up();
  assert.is(await shownSlide(), '2 من 3', 'a swipe toward the start of the line brings the next slide');
  assert.equal(pageErrors, []);
  await close();
});

test('an English widget on an Arabic page says so: lang="en" and dir="ltr"', async ({ server, browser }) => {
  const { page, close } = await newPage(browser);
  await openFixture(
    page,
    server.url,
    fixtureHtml(
      `<div id="en" data-porchlight="tags-carousel" data-locale="en">${tagList}</div>
<div id="ar" data-porchlight="print"></div>`,
      { lang: 'ar', dir: 'rtl' },
    ),
  );
  await ready(page);
  assert.equal(await root(page, 'en'), { lang: 'en', dir: 'ltr', state: 'ready' });
  assert.equal(await root(page, 'ar'), { lang: null, dir: null, state: 'ready' }, 'the page’s own language');
  assert.is(await page.textContent('#ar button'), 'طباعة هذه التدوينة');
  await close();
});

async function arabicSection(browser: Browser, url: string, before?: (page: Page) => Promise<unknown>) {
  const opened = await newPage(browser, { viewport: { width: 1024, height: 768 } });
  await before?.(opened.page);
  await openFixture(
    opened.page,
    url,
    fixtureHtml(
      `<p><span id="count" data-porchlight="comment-count" data-post-id="1"></span></p>
<div id="comments" data-porchlight="comments" data-render="client" data-post-id="1"></div>`,
      { lang: 'ar', dir: 'rtl', title: 'تدوينة' },
    ),
  );
  await opened.page.waitForSelector(`${SECTION} .pl-list`);
  return opened;
}

test('the comment section in Arabic: its words, its direction, dates as Arabic writes them, and its plurals', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await arabicSection(browser, server.url);
  const section = page.locator(`${SECTION} .pl-comments`);
  assert.is(await section.getAttribute('lang'), 'ar');
  assert.is(await section.getAttribute('dir'), 'rtl');
  await page.waitForFunction(() => /\(/.test(document.querySelector('.pl-comments h2')?.textContent ?? ''));
  assert.match(latin(await page.textContent(`${SECTION} h2`)), /^التعليقات \(\d+\)$/);
  // Every date is Intl's Arabic for its moment, in the reader's zone.
  const dates = await page.$$eval(`${SECTION} time.pl-date`, (times) =>
    times.slice(0, 5).map((time) => ({
      shown: time.textContent,
      expected: new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(time.getAttribute('datetime')!),
      ),
    })),
  );
  assert.ok(dates.length > 0);
  for (const { shown, expected } of dates) assert.is(shown, expected);
  assert.match(dates[0]!.shown!, /[\u0600-\u06ff]/, 'an Arabic month');
  // The count: Arabic's plural for its number (11 to 99 comments: "تعليقًا", 3 to 10 "تعليقات"…).
  await page.waitForFunction(() => /[\d٠-٩]/.test(document.querySelector('#count a')?.textContent ?? ''));
  const text = latin(await page.textContent('#count a'));
  const count = Number(/\d+/.exec(text)![0]);
  assert.is(text, latin(translator('ar', countArabic, countEnglish)('count', { count })));
  assert.match(text, /تعليق/);
  // The form: two fields left empty are heard in the dual.
  await page.getByRole('button', { name: 'إضافة تعليق' }).click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'user.name');
  await page.getByRole('button', { name: 'نشر التعليق' }).click();
  await page.waitForFunction((section) => document.querySelector(`${section} .pl-alert`)?.textContent?.trim(), SECTION);
  assert.is((await page.textContent(`${SECTION} .pl-alert`))!.trim(), 'حقلان يحتاجان إلى تصحيح.');
  assert.is(await page.getByLabel('الاسم (مطلوب)').getAttribute('aria-invalid'), 'true');
  assert.equal(pageErrors, []);
  await close();
});

test('the comment section’s words that cannot be had leave it in English, saying lang="en"; the count still speaks Arabic', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await arabicSection(browser, server.url, (page) =>
    page.route('**/widgets/locales/comments-ar.js', (route) => route.abort()),
  );
  const section = page.locator(`${SECTION} .pl-comments`);
  assert.is(await section.getAttribute('lang'), 'en');
  assert.is(await section.getAttribute('dir'), 'ltr');
  assert.ok(await page.getByRole('button', { name: 'Add a comment' }).isVisible());
  await page.waitForFunction(() => /[\d٠-٩]/.test(document.querySelector('#count a')?.textContent ?? ''));
  assert.match(latin(await page.textContent('#count a')), /تعليق/);
  assert.equal(pageErrors, []);
  await close();
});

test.run();
