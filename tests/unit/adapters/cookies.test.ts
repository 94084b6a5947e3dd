import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookiesOf, writeCookie } from '../../../src/adapters/cookie-writer.ts';
import { createCookieJar, type CookieDocument } from '../../../src/adapters/cookies.ts';

/** The page's cookies as the votes use them: the reading path's jar, and the votes' writer. */
const createCookies = (doc: CookieDocument, now?: () => number) =>
  cookiesOf(createCookieJar(doc), (name, value, months) =>
    writeCookie(doc, name, value, months, now ?? (() => Date.now())),
  );

const fakeDocument = (protocol = 'http:', cookie = '') => {
  const written: string[] = [];
  const reads = { count: 0 };
  return {
    doc: {
      location: { protocol },
      get cookie() {
        reads.count++;
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
        cookie = cookie ? `${cookie}; ${value.split(';')[0]}` : value.split(';')[0]!;
      },
    },
    written,
    reads,
  };
};

test('reads a cookie by name among others, decoded; absent is null', () => {
  const { doc } = fakeDocument('http:', 'a=1; ob_comment_like_1_2=true; x=%20y');
  const cookies = createCookies(doc);
  assert.is(cookies.read('ob_comment_like_1_2'), 'true');
  assert.is(cookies.read('x'), ' y');
  assert.is(cookies.read('ob_comment_dislike_1_2'), null);
});

test('one render reads the jar once; the next task, and any read after a write, see it afresh', async () => {
  const { doc, reads } = fakeDocument('http:', 'ob_comment_like_1_2=true');
  const cookies = createCookies(doc);
  for (let id = 0; id < 100; id++) cookies.read(`ob_comment_like_1_${id}`);
  assert.is(reads.count, 1);
  cookies.write('ob_comment_dislike_1_3', 'true', 6);
  assert.is(cookies.read('ob_comment_dislike_1_3'), 'true', 'a write is seen at once');
  assert.is(reads.count, 2);
  await Promise.resolve();
  cookies.read('ob_comment_like_1_2');
  assert.is(reads.count, 3, 'another task reads afresh (another tab may have voted)');
});

test('writes with Path=/, SameSite=Lax and an expiry 6 months on', () => {
  const { doc, written } = fakeDocument();
  createCookies(doc, () => Date.UTC(2026, 0, 15, 12)).write('ob_comment_like_1_2', 'true', 6);
  assert.is(
    written[0],
    `ob_comment_like_1_2=true; Expires=${new Date(Date.UTC(2026, 6, 15, 12)).toUTCString()}; Path=/; SameSite=Lax`,
  );
});

test('Secure on https', () => {
  const { doc, written } = fakeDocument('https:');
  createCookies(doc).write('n', 'false', 6);
  assert.ok(written[0]!.endsWith('; SameSite=Lax; Secure'));
});

test('a document that throws on cookie access degrades to nothing', () => {
  const doc = {
    location: { protocol: 'http:' },
    get cookie(): string {
      throw new Error('blocked');
    },
    set cookie(_: string) {
      throw new Error('blocked');
    },
  };
  const cookies = createCookies(doc);
  assert.is(cookies.read('a'), null);
  cookies.write('a', 'b', 6);
});

test.run();
