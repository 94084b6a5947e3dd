import { request } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTarget, type HostileTarget } from '../helpers/hostile.ts';

const EVIL = 'evil.example';
const FORGED = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };

/** A request with exactly these headers: fetch() will not send a Host of the caller's choosing. */
function send(
  target: HostileTarget,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; location: string; body: string }> {
  const url = new URL(target.url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: url.hostname, port: url.port, path, method, headers: { ...FORGED, ...headers }, setHost: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? '', body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Every place a server writes an absolute link, and what it must be made of. */
async function assertLinksFrom(target: HostileTarget, origin: string) {
  const feeds = ['/comments/feeds/posts/1.atom', '/comments/feeds/blogs/1.atom'];
  for (const path of feeds) {
    const feed = await send(target, path);
    assert.is(feed.status, 200, path);
    assert.not.ok(feed.body.includes(EVIL), `${path} names the forged host`);
    assert.match(
      feed.body,
      `rel="self" type="application/atom+xml" href="${origin}${path}`,
      `${path} links itself at ${origin}`,
    );
  }
  for (const path of ['/posts/1', '/examples/themes', '/examples/states']) {
    const page = await send(target, path);
    assert.is(page.status, 200, path);
    assert.not.ok(page.body.includes(EVIL), `${path} names the forged host`);
    assert.ok(page.body.includes(encodeURIComponent(`${origin}/posts/1`)), `${path} shares the post at ${origin}`);
  }
  const held = await send(target, '/comments/post', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `http://${EVIL}/posts/1`,
    },
    body: new URLSearchParams({
      postID: '1',
      locale: 'en',
      name: 'N',
      email: '',
      comment: 'x'.repeat(6000),
    }).toString(),
  });
  assert.not.ok(
    held.location.includes(EVIL) || held.body.includes(EVIL),
    'the plain form sends no one to the forged host',
  );
}

for (const [label, env, origin] of [
  ['directly, without a proxy', {}, null],
  ['behind a trusted proxy', { TRUST_PROXY: '1' }, null],
  [
    'behind a trusted proxy, with PUBLIC_URL',
    { TRUST_PROXY: '1', PUBLIC_URL: 'https://comments.example.org' },
    'https://comments.example.org',
  ],
] as const)
  test(`a forged Host and X-Forwarded-Host never reach a feed, a page or a redirect, ${label}`, async () => {
    const target = await startTarget('sqlite', env);
    try {
      await assertLinksFrom(target, origin ?? target.url);
      // Behind a proxy without PUBLIC_URL the links are the listening address's: the operator is told at start.
      assert.is(
        target.output().includes('PUBLIC_URL is unset behind a proxy'),
        'TRUST_PROXY' in env && !('PUBLIC_URL' in env),
      );
    } finally {
      await target.stop();
    }
  });

test.run();
