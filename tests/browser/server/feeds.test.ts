import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatComment } from '../../../src/server/markdown.ts';
import { openStore } from '../../../src/server/store/open.ts';
import { launchBrowser, newPage } from '../../helpers/browser.ts';
import { startServer } from '../../helpers/server.ts';

// The comments feeds read by a browser's own XML parser (DOMParser), as a
// feed reader reads them: well-formed whatever the comments hold, and
// carrying what RFC 4287 asks of a feed and its entries.

const FORMATTED =
  '**bold** <script>alert(1)</script> [t](javascript:alert(2)) ]]> &nope; [ok](https://ok.example/)\n\n- <img src=x onerror=alert(3)>';

const HOSTILE = [
  {
    name: 'Ada <script>alert(1)</script>',
    body: 'Ends a CDATA ]]> and opens a tag <b>, an entity &amp; &nope; and "quotes"',
  },
  {
    name: '\u0001\u0002',
    body: 'A name of control characters only, and a body with \u0000 NUL, \u0008 backspace, \uFFFF, a lone \uD800 surrogate, and 🎉',
  },
  { name: 'Line\u000Bfeed', body: 'Two\r\nlines' },
];

test('a feed holding hostile comments is well-formed Atom to a browser, and says what the comments said', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const { page, close } = await newPage(browser);
  try {
    const store = await openStore(server.databaseUrl);
    const stored = [];
    for (const { name, body } of HOSTILE)
      stored.push(
        await store.addComment({
          postId: '2',
          parentId: null,
          threadId: null,
          accountId: null,
          name,
          email: null,
          website: 'https://ada.example/?a=1&b=<2>',
          body,
          isVisible: true,
        }),
      );
    // Written in the formatting subset, as addComment stores it: it goes out as HTML.
    await store.addComment({
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: null,
      name: 'Mallory',
      email: null,
      website: null,
      body: FORMATTED,
      bodyTree: JSON.stringify(formatComment(FORMATTED)),
      isVisible: true,
    });
    await store.close();
    await page.goto(`${server.url}/posts/2?comments=client`);
    // Found as a feed reader finds it: the page's head names it.
    const href = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    assert.is(href, '/comments/feeds/posts/2.atom?locale=en');
    // Written as text: the test runner's transform would name the helper functions inside, with a helper the page lacks.
    const read = (await page.evaluate(`(async () => {
      const answer = await fetch(${JSON.stringify(href)});
      const document = new DOMParser().parseFromString(await answer.text(), 'application/xml');
      const ATOM = 'http://www.w3.org/2005/Atom';
      function one(parent, name) { return parent.getElementsByTagNameNS(ATOM, name)[0] ?? null; }
      const feed = document.documentElement;
      return {
        type: answer.headers.get('content-type'),
        error: document.getElementsByTagName('parsererror')[0]?.textContent ?? null,
        root: [feed.namespaceURI, feed.localName],
        feed: { id: one(feed, 'id')?.textContent, title: one(feed, 'title')?.textContent, updated: one(feed, 'updated')?.textContent, self: feed.querySelector(':scope > link[rel="self"]')?.getAttribute('href') },
        entries: [...feed.getElementsByTagNameNS(ATOM, 'entry')].map(function (entry) {
          return {
            id: one(entry, 'id')?.textContent,
            updated: one(entry, 'updated')?.textContent,
            name: one(one(entry, 'author'), 'name')?.textContent,
            uri: one(one(entry, 'author'), 'uri')?.textContent ?? null,
            text: one(entry, 'content')?.textContent,
            contentType: one(entry, 'content')?.getAttribute('type'),
          };
        }),
      };
    })()`)) as {
      type: string | null;
      error: string | null;
      root: [string | null, string];
      feed: { id?: string; title?: string; updated?: string; self?: string };
      entries: {
        id?: string;
        updated?: string;
        name?: string;
        uri: string | null;
        text?: string;
        contentType?: string | null;
      }[];
    };
    assert.is(read.error, null, 'no parser error');
    assert.is(read.type, 'application/atom+xml; charset=utf-8');
    assert.equal(read.root, ['http://www.w3.org/2005/Atom', 'feed']);
    assert.equal(read.feed.id, `${server.url}/comments/feeds/posts/2.atom?locale=en`);
    assert.is(read.feed.self, read.feed.id);
    assert.match(read.feed.title!, /^Comments on “.+”$/);
    assert.match(read.feed.updated!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const entry of read.entries) {
      assert.match(entry.id!, new RegExp(`^${server.url}/posts/2#ob-comment-\\d+$`));
      assert.match(entry.updated!, /^\d{4}-\d\d-\d\dT/);
      assert.ok(entry.name && entry.name.trim(), 'every entry has an author with a name');
      assert.ok(entry.contentType === 'text' || entry.contentType === 'html', String(entry.contentType));
    }
    const [formatted, third, second, first] = read.entries;
    assert.equal(
      [first, second, third].map((entry) => entry!.contentType),
      ['text', 'text', 'text'],
      'plain comments go out as text',
    );
    assert.is(formatted!.contentType, 'html');
    // The HTML a feed reader gets: the allowlist's elements, the hostile parts as text.
    const drawn = (await page.evaluate(`(() => {
      const body = new DOMParser().parseFromString(${JSON.stringify(formatted!.text)}, 'text/html').body;
      return { tags: [...body.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()), links: [...body.querySelectorAll('a')].map((a) => a.getAttribute('href') + ' ' + a.getAttribute('rel')), text: body.textContent };
    })()`)) as { tags: string[]; links: string[]; text: string };
    assert.equal(drawn.tags, ['div', 'p', 'strong', 'a', 'ul', 'li']);
    assert.equal(drawn.links, ['https://ok.example/ ugc nofollow noopener']);
    assert.match(drawn.text, /<script>alert\(1\)<\/script> \[t\]\(javascript:alert\(2\)\) ]]> &nope;/);
    assert.equal(
      [first!.name, first!.text, first!.uri],
      [HOSTILE[0]!.name, HOSTILE[0]!.body, 'https://ada.example/?a=1&b=<2>'],
    );
    // What the database kept (a lone surrogate does not survive UTF-8 storage), less what XML cannot carry.
    // oxlint-disable-next-line no-control-regex
    const inXml = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
    assert.equal([second!.name, second!.text], ['Anonymous', inXml(stored[1]!.body)]);
    assert.match(
      second!.text!,
      /^A name of control characters only, and a body with  NUL,  backspace, , a lone \S+ surrogate, and 🎉$/,
    );
    assert.equal([third!.name, third!.text], ['Linefeed', 'Two\nlines'], 'XML reads a CR LF as one line break');
  } finally {
    await close();
    await browser.close();
    await server.stop();
  }
});

test.run();
