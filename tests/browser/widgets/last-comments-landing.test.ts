import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';

// A last-comment link points at `#ob-comment-{id}` on the post page,
// and lands there even when the comment sits on a later page of comments or
// in a thread's collapsed replies (the comment section loads what it needs).
const test = browserSuite('last comments: each link lands on its comment');

test('every link of the home page opens its post with the comment shown, in view and focused', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.waitForSelector('[data-porchlight="last-comments"] li a');
  const hrefs = await page.$$eval('[data-porchlight="last-comments"] li a', (as) =>
    as.map((a) => [a.getAttribute('href')!, a.querySelector('.pl-lc-text')!.textContent!]),
  );
  assert.is(hrefs.length, 10);
  for (const [href, text] of hrefs) {
    // A fresh page each time, as from the home page: not a same-document hash change.
    await page.goto('about:blank');
    await page.goto(`${server.url}${href}`);
    const id = href!.split('#')[1]!;
    await page.waitForFunction((id) => document.activeElement?.id === id, id, { timeout: 10_000 });
    const landed = await page.evaluate((id) => {
      const el = document.getElementById(id)!;
      const r = el.getBoundingClientRect();
      // As read: blocks of a formatted comment (a list, a quote) apart, runs of space as one.
      return { text: el.innerText.replace(/\s+/g, ' '), inView: r.top > -2 && r.top < innerHeight };
    }, id);
    assert.ok(landed.inView, `${href} not in view`);
    assert.ok(landed.text!.includes(text!), `${href}: ${landed.text}`);
  }
  assert.equal(pageErrors, []);
  await close();
});

/** Asks the API as the comment section does; returns `data`. */
async function api(server: RunningServer, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/comments/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: any }).data; // oxlint-disable-line typescript/no-explicit-any
}

const PAGE =
  'edges { node { id replies { edges { node { id } } pageInfo { endCursor hasNextPage } } } } pageInfo { endCursor hasNextPage }';

/** A top-level comment only on the last page of post 1, and a reply only in a thread's collapsed replies. */
async function hiddenComments(server: RunningServer) {
  let page = (
    await api(
      server,
      `query RootComments($postID: ID!, $locale: Locale!) { comments(postID: $postID, locale: $locale) { ${PAGE} } }`,
      { postID: '1', locale: 'en' },
    )
  ).comments;
  let collapsed: { thread: string; after: string } | null = null;
  let pages = 1;
  for (;;) {
    for (const { node } of page.edges)
      if (!collapsed && node.replies.pageInfo.hasNextPage)
        collapsed = { thread: node.id, after: node.replies.pageInfo.endCursor };
    if (!page.pageInfo.hasNextPage) break;
    page = (
      await api(
        server,
        `query LoadMoreComments($after: String!, $locale: Locale!, $postID: ID!) { comments(postID: $postID, locale: $locale, after: $after) { ${PAGE} } }`,
        { postID: '1', locale: 'en', after: page.pageInfo.endCursor },
      )
    ).comments;
    pages++;
  }
  assert.ok(pages >= 3 && collapsed, `post 1 has ${pages} pages and ${collapsed ? 'a' : 'no'} collapsed thread`);
  const replies = (
    await api(
      server,
      'query LoadMoreReplies($after: String!, $commentID: ID!, $locale: Locale!, $postID: ID!) { replies(postID: $postID, commentID: $commentID, locale: $locale, after: $after) { edges { node { id } } } }',
      {
        postID: '1',
        commentID: collapsed!.thread,
        locale: 'en',
        after: collapsed!.after,
      },
    )
  ).replies;
  return { lastPage: page.edges.at(-1).node.id as string, collapsedReply: replies.edges[0].node.id as string };
}

test('a comment on the last page and a reply in collapsed replies are loaded and shown too', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const { lastPage, collapsedReply } = await hiddenComments(server);
  for (const id of [lastPage, collapsedReply]) {
    await page.goto('about:blank');
    await page.goto(`${server.url}/posts/1?comments=client#ob-comment-${id}`);
    await page.waitForFunction((id) => document.activeElement?.id === `ob-comment-${id}`, id, { timeout: 15_000 });
    assert.ok(
      await page.evaluate((id) => document.getElementById(`ob-comment-${id}`)!.getBoundingClientRect().top > -2, id),
    );
  }
  await close();
});

test('a link on the same page, which changes only the hash, loads and shows its comment too', async ({
  server,
  browser,
}) => {
  const { page, close, pageErrors } = await newPage(browser);
  const { lastPage, collapsedReply } = await hiddenComments(server);
  await page.goto(`${server.url}/posts/1?comments=client`);
  await page.waitForSelector('.pl-comments article');
  for (const id of [lastPage, collapsedReply]) {
    assert.is(await page.locator(`#ob-comment-${id}`).count(), 0, 'not on the first page');
    // As a last-comments list beside the section would link, followed from the keyboard.
    await page.evaluate((id) => {
      const a = document.body.appendChild(
        Object.assign(document.createElement('a'), { href: `#ob-comment-${id}`, textContent: 'to the comment' }),
      );
      a.focus();
    }, id);
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.activeElement?.id === `ob-comment-${id}`, id, { timeout: 15_000 });
    const top = await page.evaluate(
      (id) => document.getElementById(`ob-comment-${id}`)!.getBoundingClientRect().top,
      id,
    );
    assert.ok(top > -2 && top < (await page.evaluate(() => innerHeight)), `in view (top ${top})`);
  }
  assert.equal(pageErrors, []);
  await close();
});

test.run();
