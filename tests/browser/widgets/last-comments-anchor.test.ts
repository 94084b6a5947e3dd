import * as assert from 'uvu/assert';
import { newPage } from '../../helpers/browser.ts';
import { type RunningServer } from '../../helpers/server.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { pressUntilShown } from '../../helpers/comments-page.ts';

// A last-comment link points at `#ob-comment-{id}` on the post page.
// These tests prove the target is on the page each link points to: found at
// once, or after the comment section's own "More comments" / "More replies"
// buttons, as a reader would press them. Loading those pages by itself when
// the page opens with the hash is the comment section's part
// (src/ui/reveal-comment.ts, unit-tested beside it).
const test = browserSuite('last comments: each link’s comment is on the page it points to');

test('every link of the home page points at a post page that holds its comment', async ({ server, browser }) => {
  const { page, close, pageErrors } = await newPage(browser);
  await page.goto(`${server.url}/`);
  await page.waitForSelector('[data-porchlight="last-comments"] li a');
  const links = await page.$$eval('[data-porchlight="last-comments"] li a', (as) =>
    as.map((a) => [a.getAttribute('href')!, a.querySelector('.pl-lc-text')!.textContent!]),
  );
  assert.is(links.length, 10);
  for (const [href, text] of links) {
    const [path, id] = href!.split('#') as [string, string];
    await page.goto('about:blank');
    // Without the hash, as below: with it the section would load the comment's page by itself, racing the presses.
    await page.goto(`${server.url}${path}`);
    assert.ok(
      (await pressUntilShown(page, page.locator(`#${id}`), { replies: true })) >= 0,
      `${href}: not on its page`,
    );
    // As read: blocks of a formatted comment (a list, a quote) apart, runs of space as one.
    assert.ok((await page.innerText(`#${id}`)).replace(/\s+/g, ' ').includes(text!), href);
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

test('a comment on the last page and a reply in collapsed replies are on the post page too', async ({
  server,
  browser,
}) => {
  const { page, close } = await newPage(browser);
  const { lastPage, collapsedReply } = await hiddenComments(server);
  for (const id of [lastPage, collapsedReply]) {
    await page.goto('about:blank');
    // Without the hash: with it the section would load the comment's page by itself, racing the presses.
    await page.goto(`${server.url}/posts/1?comments=client`);
    const presses = await pressUntilShown(page, page.locator(`#ob-comment-${id}`), { replies: true });
    assert.ok(presses > 0, `ob-comment-${id}: needs loading, and is found (${presses})`);
  }
  await close();
});

test.run();
