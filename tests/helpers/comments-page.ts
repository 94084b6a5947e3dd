import type { Locator, Page, Request, Route } from 'playwright';
import { recordLiveRegions } from './heard.ts';

/** Helpers for the comment section's browser and a11y tests (not tests themselves). */
export const SECTION = '[data-porchlight="comments"]';

/**
 * How this run's post pages carry the comment section: `client`, rendered
 * in the page from the API, or `server`, the server's markup, upgraded on
 * the reader's first move. `npm test` runs the comment tests both ways
 * (scripts/test.mjs sets PORCHLIGHT_COMMENTS_MODE=server the second time).
 */
export const COMMENTS_MODE: 'client' | 'server' =
  process.env.PORCHLIGHT_COMMENTS_MODE === 'server' ? 'server' : 'client';

/** The post pages' query for this run's mode. */
export const commentsQuery = `comments=${COMMENTS_MODE}`;

/**
 * A test of the page's own rendering from the API: it fakes or counts the
 * section's first answer (RootComments), which a section the server
 * rendered does not ask for before the reader moves. Skipped (and counted
 * as skipped) in the server-rendered run; each use says why.
 */
export const clientOnly = <T>(test: T & { skip: T }): T => (COMMENTS_MODE === 'server' ? test.skip : test);

/**
 * The section has answered (its list, its "no comments" note, or an error
 * note is shown) and its code listens. A section the server rendered shows
 * its list before its script runs: a press in between would do nothing.
 */
export async function commentsReady(page: Page, root = SECTION): Promise<void> {
  await page.waitForSelector(`${root} .pl-list, ${root} .pl-note`);
  await page.waitForFunction((root) => {
    const el = document.querySelector<HTMLElement>(root);
    return !el?.hasAttribute('data-porchlight') || el.dataset.porchlightState !== undefined;
  }, root);
}

/** Post 1 in this run's mode, what its section says recorded from the first paint (heard.ts), the section ready. */
export async function openPostHeard(page: Page, serverUrl: string): Promise<void> {
  await recordLiveRegions(page, SECTION);
  await page.goto(`${serverUrl}/posts/1?${commentsQuery}`);
  await commentsReady(page);
}

/**
 * The reader has come near and the section's code has the nodes: focus went
 * into it, which makes a server-rendered section live (upgrade.ts marks it
 * `data-porchlight-live` once the components own its markup, which looks
 * the same before and after). A section rendered in the page is live from
 * the start. For tests about what comes after a first press, not the press itself.
 */
export async function sectionLive(page: Page, root = SECTION): Promise<void> {
  await page.locator(`${root} button`).first().focus();
  if (COMMENTS_MODE === 'server') await upgraded(page, root);
}

/** A server-rendered section's components have its nodes (upgrade.ts marks it so). */
export const upgraded = (page: Page, root = SECTION) =>
  page.waitForSelector(`${root}[data-porchlight-live]`, { state: 'attached' }).then(() => undefined);

/**
 * A form just opened is wired after it shows: its mount effect (after paint)
 * sets up the captcha and the Escape key, then moves focus to the first empty
 * required field, the name (or the comment when signed in or the name is
 * remembered). Wait for that focus before typing, pressing keys or posting.
 */
export const formOpened = (page: Page, field: 'user.name' | 'comment' = 'user.name') =>
  page.waitForFunction((field) => document.activeElement?.getAttribute('name') === field, field);

/**
 * Opens the section's Add a comment form and types a name and a comment, as
 * a reader about to post does. The section must be ready (commentsReady).
 */
export async function writeNewComment(page: Page, name: string, comment: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(page);
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Comment (required)').fill(comment);
}

/** `query RootComments(...)` → "RootComments". */
export const operationName = (query: string): string | undefined => /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];

/** The server's answer to the next `name` operation the page sends (RootComments, likeComment, …). */
export const answerTo = (page: Page, name: string) =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (!request.url().endsWith('/comments/graphql') || request.method() !== 'POST') return false;
    return operationName((request.postDataJSON() as { query?: string } | null)?.query ?? '') === name;
  });

export interface Sent {
  name: string | undefined;
  variables: Record<string, unknown>;
}

/** Every GraphQL operation the page sends, in order. */
export function recordOperations(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/comments/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
    sent.push({ name: operationName(body.query), variables: body.variables });
  });
  return sent;
}

/** Intercepts one operation by name; every other call goes through to the real server. */
export async function routeOperation(
  page: Page,
  name: string,
  handler: (route: Route, variables: Record<string, unknown>) => Promise<void> | void,
) {
  await page.route('**/comments/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query: string; variables: Record<string, unknown> };
    if (operationName(body.query) !== name) return route.fallback();
    return handler(route, body.variables);
  });
}

/**
 * Holds the answers to one operation (routeOperation) until the returned function is called: a slow server, so the
 * reader can move meanwhile. Routed last, so asked first: before any routing set up earlier, or the server.
 */
export async function holdOperation(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await routeOperation(page, name, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

export const graphqlAnswer = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * Post 1, what is heard recorded (openPostHeard), its section's first answer (first `answers`) made a long list (more
 * than LONG_LIST threads, shared/comments/components/long-list.ts): `count` threads "Long list thread n" (ids from
 * 900,000), with no more to load, copied from the post's newest; until they show. Later answers are the server's own.
 * Client-rendered sections only: the server renders its markup itself.
 */
export async function openLongList(page: Page, serverUrl: string, count: number, answers = 1): Promise<void> {
  let answered = 0;
  await routeOperation(page, 'RootComments', async (route) => {
    const body = await (await route.fetch()).json();
    if (answered++ < answers) {
      const [first] = body.data.comments.edges;
      body.data.comments.edges = Array.from({ length: count }, (_, n) => ({
        node: {
          ...first.node,
          id: String(900_000 + n),
          comment: `Long list thread ${n}`,
          body: [['p', `Long list thread ${n}`]],
          replies: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
        },
      }));
      body.data.comments.pageInfo = { endCursor: null, hasNextPage: false };
    }
    await graphqlAnswer(route, body);
  });
  await openPostHeard(page, serverUrl);
  await page.waitForFunction(
    ({ root, count }) => document.querySelectorAll(`${root} .pl-list.pl-long > .pl-item`).length === count,
    { root: SECTION, count },
  );
}

/**
 * Presses the section's "More comments" (named `more`), then, with `replies`, each "More replies", as a reader would,
 * until `target` is shown; how many presses it took, or -1 when it never came. A page comes in slices, two threads a
 * task (use-slices.ts): a press waits for the first, and when none is left to press, what is still to come of the
 * last page (the target, or a thread's More replies) is waited for.
 */
export async function pressUntilShown(
  page: Page,
  target: Locator,
  { more = 'More comments', replies = false }: { more?: string; replies?: boolean } = {},
): Promise<number> {
  const comments = `${SECTION} article`;
  await page.waitForSelector(comments);
  const moreReplies = page.getByRole('button', { name: /^More replies/ });
  for (let presses = 0; presses < 30; presses++) {
    if (await target.count()) return presses;
    const moreComments = page.getByRole('button', { name: more, exact: true });
    const button = (await moreComments.count()) || !replies ? moreComments : moreReplies.first();
    if (!(await button.count())) {
      const next = replies ? target.or(moreReplies) : target;
      if (
        await next
          .first()
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          )
      )
        continue;
      break;
    }
    const before = await page.locator(comments).count();
    await button.click();
    await page.waitForFunction(({ comments, before }) => document.querySelectorAll(comments).length > before, {
      comments,
      before,
    });
  }
  return (await target.count()) ? 30 : -1;
}

/** The thread `n` (from 0) of the section's long list. */
export const longThread = (page: Page, n: number) => page.locator(`${SECTION} .pl-long > .pl-item`).nth(n);

/** Playwright's page.clock fakes timers; this lets the widget's own waits (focus, renders) run. */
export const tick = (page: Page, ms = 100) => page.clock.runFor(ms);

/** Who has focus, as "role-ish name": tag, id and text, for assertion messages. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} ${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 60)}`
      : 'none';
  });

/** Console errors that are about the page, not the favicon the demo does not have. */
export const realErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

/** Who the server says the page's reader is (the `Viewer` query), null for no one. */
export const viewerName = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/comments/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Viewer { viewer { name } }' }),
    });
    return ((await res.json()) as { data: { viewer: { name: string } | null } }).data.viewer?.name ?? null;
  });
