import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright';
import { REQUEST_LIMIT_MS } from '../../src/shared/api/request-limits.ts';
import { newPage } from '../helpers/browser.ts';
import { browserSuite, type BrowserSuiteContext } from '../helpers/browser-suite.ts';
import { startServer } from '../helpers/server.ts';
import {
  answerTo,
  commentsReady,
  formOpened,
  operationName,
  SECTION,
  writeNewComment,
} from '../helpers/comments-page.ts';

// Every request the widgets make, made to fail every way a network fails
// (docs/accessibility-decisions.md "Failing alone"). For each cell: the
// reader is told in the defined words where they acted, nothing shown is
// gone, nothing typed is gone, the page raises nothing, and the same action
// works once the fault is lifted. The matrix is printed at the end.
// Each cell is a new reader voting on the first comment, and every one of them comes from 127.0.0.1: the votes one
// address may cast on a comment a day (docs/self-hosting.md "Votes from one address") are raised past the matrix's few dozen.
const test = browserSuite('fault matrix', { DEMO_MODERATION: 'off', VOTES_PER_ADDRESS: '1000' });

// One column for a server's error status: the widgets read the status before the body, so a 500 in plain text and
// a proxy's 502 page in HTML take one path in every kind of request (a script or module fails to load on either;
// an API answer is refused on `ok` before it is parsed). The 502 page is the one kept: an error status, and a body
// that is no JSON.
const FAULTS = ['abort', '502 html', 'hang', 'truncated', 'wrong answer'] as const;
type Fault = (typeof FAULTS)[number];
const GENERIC = 'Something went wrong. Please try again.';
const MORE_FAILED = 'Could not load more. Please try again.';
const CHECK_FAILED = 'The anti-robot check could not be loaded. Please try again.';

/** What a request is: JSON from the API, a script (JSONP, the captcha), or a module chunk. */
type Kind = 'json' | 'jsonp' | 'script' | 'module';

/**
 * Faults that take, for a kind of request, the path another column already takes: run once, not twice. A module
 * that fails to arrive (abort), comes back with an error status (502) or does not parse (truncated) is one event
 * to the widgets' code: `import()` rejects before any of that module runs, and what follows is the same for the
 * three: a chunk a reader's press asks for is asked for again at an address of its own
 * (src/adapters/import-by-address.ts), and a widget's entry, the shared runtime and the words come again with
 * the next page. The abort stands for the three. A classic script is another matter (a truncated one loads, and
 * only its callback never comes), and so is the API's JSON (refused on `ok`, or failing to parse): those keep
 * every column.
 */
const SAME_MODULE_PATH =
  'the path of abort for a module: import() rejects before any of it runs, and is tried again alike';
const SAME_PATH: Partial<Record<Kind, Partial<Record<Fault, string>>>> = {
  module: { '502 html': SAME_MODULE_PATH, truncated: SAME_MODULE_PATH },
};

/** The fault, as the network or a broken server would deliver it. "wrong answer": well-formed, but not what was asked (a GraphQL error, a script that defines nothing). */
function inflict(route: Route, fault: Fault, kind: Kind): Promise<void> | void {
  const callback = new URL(route.request().url()).searchParams.get('callback') ?? 'cb';
  switch (fault) {
    case 'abort':
      return route.abort('failed');
    case '502 html':
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
      });
    case 'hang':
      return; // never answered: the widget's own time limit must end it
    case 'truncated':
      if (kind === 'json')
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"data":{"comments":{"edges":[{"node":{"id":"1","da',
        });
      if (kind === 'jsonp')
        return route.fulfill({ status: 200, contentType: 'application/javascript', body: `${callback}(1` });
      return route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: 'export function createForm(widget) { return {',
      });
    case 'wrong answer':
      if (kind === 'json')
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, errors: [{ message: 'Database unavailable.' }] }),
        });
      if (kind === 'jsonp')
        return route.fulfill({
          status: 200,
          contentType: 'application/javascript',
          body: `${callback}({"errors":[{"message":"no"}]});`,
        });
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* nothing here */' });
  }
}

interface Row {
  name: string;
  /** The requests this row fails: a URL glob or pattern, and for the API an operation name. */
  pattern: string | RegExp;
  operation?: string;
  kind: Kind;
  /**
   * Whether a hang meets a time limit the page's clock is carried past. Not
   * for a widget's own code loading with the page: that is waited out, and
   * moving the clock would only time out the other widgets' requests still
   * in flight.
   */
  hangTimesOut?: false;
  /**
   * The act involves another widget of the page (the count, the slideshow): the row runs on the demo post,
   * all six widgets. The others run on the post's comment section alone (/examples/comments), the same
   * section at less than half a post page's work a cell. That a comment request's fault leaves the page's
   * other widgets alone is then shown by these rows and the entry rows (every widget beside a failing one).
   */
  wholePost?: true;
  /** Faults that do not apply, with why (printed in the matrix). */
  skip?: Partial<Record<Fault, string>>;
  /** Before the act: the page open and ready (the fault is already routed). */
  open(page: Page, url: string): Promise<void>;
  /** What the reader does that makes the request. */
  act(page: Page, url: string): Promise<void>;
  /** Waits for the defined words where the reader acted. */
  told(page: Page, fault: Fault): Promise<void>;
  /** The same action again, fault lifted: waits for it to have worked. */
  recover(page: Page, url: string): Promise<void>;
}

const articles = (page: Page) => page.locator(`${SECTION} article`).count();
const saidInStatus = (page: Page, text: string) =>
  page.waitForFunction(
    (text) => document.querySelector('.pl-comments [role=status]')?.textContent?.trim() === text,
    text,
  );
const alert = (page: Page, text: string) =>
  page.locator(`${SECTION} .pl-form [role=alert]`).getByText(text, { exact: true }).waitFor();
const firstArticle = (page: Page) => page.locator(`${SECTION} article`).first();
const vote = (page: Page, name: 'Like' | 'Dislike') => firstArticle(page).getByRole('button', { name, exact: true });

/** A chunk under widgets/lazy/, at whatever address it is asked for (its version, a retry). */
const lazyChunk = (name: string) => new RegExp(`/widgets/lazy/${name}-[0-9a-f]{8}\\.js(\\?|$)`);

/** Waits for the page to have logged `text` through console.error (the recorder is installed by runCell). */
const logged = (page: Page, text: string) =>
  page
    .waitForFunction(
      (text) => (window as unknown as { logged: string[] }).logged.some((line) => line.includes(text)),
      text,
    )
    .then(() => undefined);

/**
 * Opens a page as the reader sees it: once its document is there. A hung
 * request the page makes while loading (a count's JSONP, a widget's module)
 * holds the load event until it ends, which a hang never does; whether it
 * starts before that event is a race the machine's speed decides.
 */
const visit = (page: Page, url: string) => page.goto(url, { waitUntil: 'domcontentloaded' });

/** Follows a link to the `index`-th comment shown, as a last-comments link on the page does (the hash alone changes). */
async function followCommentLink(page: Page, index: number) {
  const id = await page.locator(`${SECTION} article`).nth(index).getAttribute('id');
  await page.evaluate((id) => void (location.hash = `#${id}`), id!);
}

async function ready(page: Page, url: string) {
  await visit(page, url);
  await commentsReady(page);
}

async function formFilled(page: Page, url: string) {
  await ready(page, url);
  await writeNewComment(page, 'Fault Tester', `Typed with care ${Math.random().toString(36).slice(2)}`);
}

const posted = async (page: Page) => {
  const text = await page.getByLabel('Comment (required)').inputValue();
  await page.getByRole('button', { name: 'Post comment' }).click();
  // The comment's own text (a Reply button may quote its first words too).
  await page.locator(`${SECTION} article .pl-body > p`).getByText(text, { exact: true }).waitFor();
};

/** A part of the robot check failing at the submit: the form says the check could not be had, and the next submit posts. */
const checkRow = (name: string, pattern: string | RegExp, kind: Kind): Row => ({
  name,
  pattern,
  kind,
  open: formFilled,
  act: (page) => page.getByRole('button', { name: 'Post comment' }).click(),
  told: (page) => alert(page, CHECK_FAILED),
  recover: posted,
});

const voteRow = (name: string, operation: string, button: 'Like' | 'Dislike', cancel: boolean): Row => ({
  name,
  pattern: '**/comments/graphql',
  operation,
  kind: 'json',
  async open(page, url) {
    await ready(page, url);
    if (cancel) {
      // A vote already cast (and its cookie written) is what the cancel takes back.
      const done = answerTo(page, button === 'Like' ? 'likeComment' : 'dislikeComment');
      await vote(page, button).click();
      await done;
      await page.waitForFunction(
        (b) => document.querySelector(`.pl-comments article .pl-${b}`)?.getAttribute('aria-pressed') === 'true',
        button.toLowerCase(),
      );
    }
  },
  act: (page) => vote(page, button).click(),
  async told(page) {
    await firstArticle(page)
      .locator('.pl-flag')
      .getByText(/^Your vote on the comment by .+ was not saved\. Please try again\.$/)
      .waitFor();
    // Rolled back: the pressed state is what it was before the press.
    assert.is(await vote(page, button).getAttribute('aria-pressed'), String(cancel));
  },
  async recover(page) {
    await vote(page, button).click();
    await page.waitForFunction(
      ([b, pressed]) =>
        document.querySelector(`.pl-comments article .pl-${b}`)?.getAttribute('aria-pressed') === pressed &&
        !document.querySelector('.pl-comments article .pl-flag'),
      [button.toLowerCase(), String(!cancel)] as const,
    );
  },
});

const ROWS: Row[] = [
  {
    name: 'RootComments',
    pattern: '**/comments/graphql',
    operation: 'RootComments',
    kind: 'json',
    open: async () => {},
    act: (page, url) => visit(page, url).then(() => undefined),
    told: (page) => page.locator(SECTION).getByText('The comments could not be loaded.').waitFor(),
    async recover(page) {
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator(`${SECTION} article`).first().waitFor();
    },
  },
  {
    name: 'LoadMoreComments',
    pattern: '**/comments/graphql',
    operation: 'LoadMoreComments',
    kind: 'json',
    open: ready,
    act: (page) => page.getByRole('button', { name: 'More comments' }).click(),
    told: (page) => saidInStatus(page, MORE_FAILED).then(() => undefined),
    async recover(page) {
      const before = await articles(page);
      await page.getByRole('button', { name: 'More comments' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('.pl-comments article').length > n, before);
    },
  },
  {
    name: 'LoadMoreReplies',
    pattern: '**/comments/graphql',
    operation: 'LoadMoreReplies',
    kind: 'json',
    open: ready,
    act: (page) => page.getByRole('button', { name: 'More replies' }).first().click(),
    told: (page) => saidInStatus(page, MORE_FAILED).then(() => undefined),
    async recover(page) {
      const before = await page.locator(`${SECTION} .pl-replies article`).count();
      await page.getByRole('button', { name: 'More replies' }).first().click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('.pl-comments .pl-replies article').length > n,
        before,
      );
    },
  },
  {
    name: 'Viewer (after sign-in)',
    pattern: '**/comments/graphql',
    operation: 'Viewer',
    kind: 'json',
    async open(page, url) {
      await ready(page, url);
      // Signed in at the provider, as the popup's form does; the popup then calls back into the page.
      const origin = new URL(url).origin;
      const answer = await page.request.post(`${origin}/comments/en/fetch/user`, {
        form: { email: 'reader@porchlight.test', password: 'sourdough-1800' },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      assert.is(answer.status(), 303);
      await page.locator(SECTION).hover();
      await page.waitForFunction(
        () => typeof (window as unknown as { porchlightLogin?: unknown }).porchlightLogin === 'function',
      );
    },
    act: (page) => page.evaluate(() => void (window as unknown as { porchlightLogin(): void }).porchlightLogin()),
    told: (page) => saidInStatus(page, GENERIC).then(() => undefined),
    async recover(page) {
      await page.evaluate(() => void (window as unknown as { porchlightLogin(): void }).porchlightLogin());
      await page.waitForFunction(() =>
        (document.querySelector('.pl-comments [role=status]')?.textContent ?? '').startsWith('Signed in as '),
      );
    },
  },
  {
    name: 'addComment',
    pattern: '**/comments/graphql',
    operation: 'addComment',
    kind: 'json',
    open: formFilled,
    act: (page) => page.getByRole('button', { name: 'Post comment' }).click(),
    // The first GraphQL error's message is the form's error; every other failure is the generic text.
    told: (page, fault) => alert(page, fault === 'wrong answer' ? 'Database unavailable.' : GENERIC),
    recover: posted,
  },
  voteRow('likeComment', 'likeComment', 'Like', false),
  voteRow('dislikeComment', 'dislikeComment', 'Dislike', false),
  voteRow('cancelLike', 'cancelLike', 'Like', true),
  voteRow('cancelDislike', 'cancelDislike', 'Dislike', true),
  {
    name: 'comment count (JSONP)',
    wholePost: true,
    pattern: '**/comments/count?**',
    kind: 'jsonp',
    open: async () => {},
    act: (page, url) =>
      visit(page, url)
        .then(() => commentsReady(page))
        .then(() => undefined),
    async told(page) {
      // Settled (the adapter removes its script either way), and the heading and count read the neutral word.
      await page.waitForFunction(() => !document.querySelector('script[src*="/comments/count"]'));
      assert.is((await page.locator(`${SECTION} h2`).textContent())!.trim(), 'Comments');
      assert.is((await page.locator('[data-porchlight="comment-count"]').first().textContent())!.trim(), 'Comments');
    },
    async recover(page) {
      await page.reload();
      await page.waitForFunction(() =>
        /^Comments \(\d+\)$/.test(document.querySelector('.pl-comments h2')?.textContent ?? ''),
      );
    },
  },
  checkRow('captcha script', '**/captcha-standin/**', 'script'),
  {
    name: 'form and votes chunk',
    pattern: lazyChunk('comments-interactive'),
    kind: 'module',
    open: ready,
    act: (page) => page.getByRole('button', { name: 'Add a comment' }).click(),
    async told(page) {
      await saidInStatus(page, GENERIC);
      assert.is(await page.getByRole('button', { name: 'Add a comment' }).getAttribute('aria-expanded'), 'false');
    },
    // The same press, on the same page: the chunk is asked for again at a new address.
    async recover(page) {
      await page.getByRole('button', { name: 'Add a comment' }).click();
      await formOpened(page);
    },
  },
  {
    name: 'French words chunk',
    // Not under lazy/: a locale's words keep one address across builds (docs/languages.md "Languages").
    pattern: /\/widgets\/locales\/comments-fr\.js(\?|$)/,
    kind: 'module',
    open: async () => {},
    // The words are asked for beside the first answer: that answer is in before a hang is carried past its limit,
    // which would otherwise end the comments' own request too.
    async act(page, url) {
      const answered = answerTo(page, 'RootComments');
      const french = new URL(url);
      french.searchParams.set('locale', 'fr');
      await visit(page, french.href);
      await answered;
    },
    // The section shows in English rather than not at all (after the time limit, when the chunk hangs).
    told: (page) => page.locator(`${SECTION} article`).first().waitFor(),
    // The words come with a page's first answer: the reader's next attempt is the next page.
    async recover(page) {
      await page.reload();
      await page.waitForFunction(() =>
        (document.querySelector('.pl-comments h2')?.textContent ?? '').startsWith('Commentaires'),
      );
    },
  },
  {
    name: 'linked comment chunk',
    pattern: lazyChunk('reveal-comment'),
    kind: 'module',
    open: ready,
    act: (page) => followCommentLink(page, 0),
    // The section stays as it was, and the failure is logged; the page raises nothing.
    told: (page) => logged(page, 'could not show the linked comment'),
    async recover(page) {
      await followCommentLink(page, 1);
      await page.waitForFunction(() => document.activeElement?.id === location.hash.slice(1));
    },
  },
  {
    name: 'shared runtime chunk',
    wholePost: true,
    pattern: /\/widgets\/chunks\/chunk-[^/]+\.js/,
    kind: 'module',
    open: async () => {},
    act: (page, url) => visit(page, url).then(() => undefined),
    // No widget can run without it: each is logged, and the page keeps its own content (the post, the slideshow's pictures as a list).
    async told(page, fault) {
      if (fault !== 'hang') await logged(page, 'comments failed');
      assert.ok(await page.locator('[data-porchlight="slideshow"] img').first().isVisible());
      assert.ok(await page.locator('h1').isVisible());
    },
    async recover(page) {
      await page.reload();
      await commentsReady(page);
    },
  },
];

/** Rows against a server whose robot check is the default, the proof of work. */
const PROOF_ROWS: Row[] = [
  checkRow('robot-check challenge', '**/comments/robot-check?**', 'json'),
  // The same submit, on the same page: the chunk is asked for again at a new address.
  checkRow('proof-of-work chunk', lazyChunk('proof-of-work'), 'module'),
];

const HOME_ROW: Row = {
  name: 'RootLastComments',
  pattern: '**/comments/graphql',
  operation: 'RootLastComments',
  kind: 'json',
  open: async () => {},
  act: (page, url) => visit(page, url).then(() => undefined),
  told: (page) =>
    page
      .locator('[data-porchlight="last-comments"]')
      .getByText('Sorry, the latest comments could not be loaded. Please try again later.')
      .waitFor(),
  async recover(page) {
    await page.reload();
    await page.locator('[data-porchlight="last-comments"] a[href*="#ob-comment-"]').first().waitFor();
  },
};

/** How each widget shows it has mounted, for the entry rows. */
const MOUNTED: Record<string, string> = {
  comments: '.pl-comments',
  'comment-count': '[data-porchlight="comment-count"] a',
  slideshow: '[data-porchlight="slideshow"] [role="group"][aria-roledescription]',
  'audio-player': '[data-porchlight="audio-player"] button',
  share: '[data-porchlight="share"].pl-share',
  print: '[data-porchlight="print"] button',
  'tags-carousel': '[data-porchlight="tags-carousel"] button',
  'tags-dropdown': '[data-porchlight="tags-dropdown"] button',
  'last-comments': '[data-porchlight="last-comments"] a[href*="#ob-comment-"]',
};
const POST_WIDGETS = ['comments', 'comment-count', 'slideshow', 'audio-player', 'share', 'print'];
const HOME_WIDGETS = ['tags-carousel', 'tags-dropdown', 'comment-count', 'last-comments'];

/**
 * The entries a comment section the server rendered runs instead of
 * comments.js: comments-read.js (server markup: the comments stay readable,
 * they just wait for the code) and comments-fetch.js (placeholder mode: the
 * mount point stays as the page wrote it). Either way the failure is logged
 * and every other widget mounts.
 */
const readingEntryRow = (file: 'comments-read' | 'comments-fetch'): Row => ({
  name: `${file}.js entry`,
  hangTimesOut: false,
  pattern: `**/widgets/${file}.js`,
  kind: 'module',
  open: async () => {},
  act: (page, url) => visit(page, url).then(() => undefined),
  async told(page, fault) {
    if (fault !== 'hang') await logged(page, 'comments failed');
    for (const other of POST_WIDGETS)
      if (other !== 'comments') await page.locator(MOUNTED[other]!).first().waitFor({ state: 'attached' });
    assert.is(
      (await page.locator(`${SECTION} article.pl-comment`).count()) > 0,
      file === 'comments-read',
      file === 'comments-read'
        ? 'the comments read as the server wrote them'
        : 'the mount point stays as the page wrote it',
    );
  },
  async recover(page) {
    await page.reload();
    await page.locator(`${SECTION}[data-porchlight-state="ready"] article.pl-comment`).first().waitFor();
  },
});

/**
 * One widget's own code (widgets/NAME.js) failing on a page of several: that
 * widget stays as the page wrote it and the failure is logged; every other
 * widget mounts. A hang is waited out rather than bounded: code that loads
 * with the page, at no reader's press, is better late than never.
 */
const entryRow = (name: string, onPage: string[]): Row => ({
  name: `${name}.js entry`,
  hangTimesOut: false,
  pattern: `**/widgets/${name}.js`,
  kind: 'module',
  open: async () => {},
  act: (page, url) => visit(page, url).then(() => undefined),
  async told(page, fault) {
    if (fault !== 'hang') await logged(page, `${name} failed`);
    for (const other of onPage) {
      if (other === name) continue;
      await page
        .locator(MOUNTED[other]!)
        .first()
        .waitFor({ state: 'attached' })
        .catch((error: Error) => {
          throw new Error(`${other} did not mount: ${error.message.split('\n')[0]}`);
        });
    }
    assert.is(await page.locator(MOUNTED[name]!).count(), 0, `${name} is not mounted`);
  },
  async recover(page) {
    await page.reload();
    await page.locator(MOUNTED[name]!).first().waitFor({ state: 'attached' });
  },
});

/** One cell: a fresh page, the fault routed, the act, what the reader is told, what stayed, and the same act once lifted. */
async function runCell({ server, browser }: BrowserSuiteContext, row: Row, fault: Fault, url: string): Promise<string> {
  const { page, close, pageErrors } = await newPage(browser);
  try {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { rejections: string[] }).rejections = []);
      addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
      const logged: string[] = ((window as unknown as { logged: string[] }).logged = []);
      const error = console.error.bind(console);
      console.error = (...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
        error(...args);
      };
    });
    // A fake clock that runs in real time, so a hang can be carried past the time limit at once: only where one is.
    const carriedPast = fault === 'hang' && row.hangTimesOut !== false;
    if (carriedPast) await page.clock.install();
    let faulty = true;
    // The faulty request has reached the network: its time limit, set as it was sent, is running.
    let sent: () => void = () => {};
    const faultySent = new Promise<void>((resolve) => (sent = resolve));
    await page.route(row.pattern, (route) => {
      if (!faulty) return route.fallback();
      if (row.operation) {
        const body = route.request().postDataJSON() as { query?: string } | null;
        if (operationName(body?.query ?? '') !== row.operation) return route.fallback();
      }
      sent();
      return inflict(route, fault, row.kind);
    });
    await row.open(page, url);
    const shown = await articles(page);
    const typed = (await page.locator(`${SECTION} textarea`).count())
      ? await page.locator(`${SECTION} textarea`).inputValue()
      : null;
    await row.act(page, url);
    if (carriedPast) {
      // Once the request is out and its limit counting, move past the limit.
      await faultySent;
      await page.clock.fastForward(REQUEST_LIMIT_MS + 1000);
    }
    await row.told(page, fault);
    assert.ok((await articles(page)) >= shown, 'nothing shown is gone');
    if (typed !== null)
      assert.is(await page.locator(`${SECTION} textarea`).inputValue(), typed, 'nothing typed is gone');
    faulty = false;
    await row.recover(page, url);
    const rejections = await page.evaluate(() => (window as unknown as { rejections: string[] }).rejections);
    assert.equal(rejections, [], 'no unhandled rejection');
    // A truncated script is the server's syntax error, reported by the browser against that script, not ours.
    const ours = pageErrors.filter((error) => !(fault === 'truncated' && error.name === 'SyntaxError'));
    assert.equal(ours.map(String), [], 'no page error');
    return 'ok';
  } catch (error) {
    return `FAILED: ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await close();
    void server;
  }
}

function printMatrix(results: Map<string, Map<Fault, string>>) {
  const width = Math.max(...[...results.keys()].map((k) => k.length));
  const lines = [
    `${'request'.padEnd(width)} | ${FAULTS.join(' | ')}`,
    `${'-'.repeat(width)}-|-${FAULTS.map((f) => '-'.repeat(f.length)).join('-|-')}`,
  ];
  for (const [row, cells] of results)
    lines.push(
      `${row.padEnd(width)} | ${FAULTS.map((f) => (cells.get(f) ?? '').slice(0, Math.max(f.length, 2)).padEnd(f.length)).join(' | ')}`,
    );
  console.log(
    `\nFault matrix (ok: told where they acted, nothing lost, no page error, works once lifted; n/a and same: see below)\n${lines.join('\n')}\n`,
  );
}

const results = new Map<string, Map<Fault, string>>();

test('every request × every fault: told where they acted, nothing lost, nothing raised, works once lifted', async (context) => {
  const failures: string[] = [];
  const notes: string[] = [];
  // The suite's server runs the captcha stand-in (the tests' double of Google's script); this one the default proof of work, made easy.
  const proofServer = await startServer({ DEMO_MODERATION: 'off', ROBOT_CHECK: '', ROBOT_CHECK_DIFFICULTY: '300' });
  const where = (row: Row, origin: string) =>
    row.wholePost ? `${origin}/posts/1?comments=client` : `${origin}/examples/comments`;
  const cellsToRun = [
    ...ROWS.map((row) => [row, where(row, context.server.url)] as const),
    ...PROOF_ROWS.map((row) => [row, where(row, proofServer.url)] as const),
    [HOME_ROW, `${context.server.url}/`] as const,
    ...POST_WIDGETS.map(
      (name) => [entryRow(name, POST_WIDGETS), `${context.server.url}/posts/1?comments=client`] as const,
    ),
    ...HOME_WIDGETS.filter((name) => !POST_WIDGETS.includes(name)).map(
      (name) => [entryRow(name, HOME_WIDGETS), `${context.server.url}/`] as const,
    ),
    [readingEntryRow('comments-read'), `${context.server.url}/posts/1`] as const,
    [readingEntryRow('comments-fetch'), `${context.server.url}/posts/1?comments=fragment`] as const,
  ];
  // TEST_SHARD="2/4" (scripts/test-plan.mjs) runs every fourth row from the second: the rows are independent,
  // each cell on a page of its own, and four processes side by side finish the matrix sooner than one.
  const [shard, shards] = (process.env.TEST_SHARD ?? '1/1').split('/').map(Number) as [number, number];
  for (const [row, url] of cellsToRun.filter((_, index) => index % shards === shard - 1)) {
    const cells = new Map<Fault, string>();
    results.set(row.name, cells);
    for (const fault of FAULTS) {
      // FAULT_MATRIX_ONLY="row name:fault" runs one cell (while mending it); the suite runs them all.
      const only = process.env.FAULT_MATRIX_ONLY;
      if (only && only !== `${row.name}:${fault}` && only !== row.name) continue;
      const skipped = row.skip?.[fault];
      if (skipped) {
        cells.set(fault, 'n/a');
        notes.push(`${row.name} × ${fault}: ${skipped}`);
        continue;
      }
      if (SAME_PATH[row.kind]?.[fault]) {
        cells.set(fault, 'same');
        continue;
      }
      const outcome = await runCell(context, row, fault, url);
      cells.set(fault, outcome === 'ok' ? 'ok' : 'FAIL');
      if (outcome !== 'ok') failures.push(`${row.name} × ${fault}: ${outcome}`);
    }
  }
  await proofServer.stop();
  printMatrix(results);
  for (const [kind, faults] of Object.entries(SAME_PATH))
    for (const [fault, why] of Object.entries(faults)) notes.push(`same, ${kind} × ${fault}: ${why}`);
  if (notes.length) console.log(notes.join('\n'));
  assert.equal(failures, []);
});

test.run();
