import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ENGINES, graphql, startTarget, type HostileTarget } from '../helpers/hostile.ts';

const PUBLIC = 'https://comments.example.org';

async function signIn(target: HostileTarget, headers: Record<string, string>): Promise<string[]> {
  const response = await fetch(`${target.url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email: 'reader@porchlight.test', password: 'sourdough-1800' }).toString(),
  });
  assert.is(response.status, 303);
  return response.headers.getSetCookie();
}

const pairOf = (line: string) => line.split(';')[0]!;
const viewer = async (target: HostileTarget, cookie: string) =>
  ((await graphql(target, '{ viewer { name } }', {}, { cookie })).body.data?.viewer as { name: string } | null)?.name ??
  null;

for (const engine of ENGINES)
  test(`${engine}: over https a session is a __Host- cookie, Secure at /, which a plain-http page or a subdomain cannot set or shadow`, async () => {
    const target = await startTarget(engine, { PUBLIC_URL: PUBLIC });
    try {
      const [session] = await signIn(target, { origin: PUBLIC });
      assert.match(
        session!,
        /^__Host-porchlight_session=[A-Za-z0-9_-]{32}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      assert.is(await viewer(target, pairOf(session!)), 'Sam Okafor');
      // One stored session, the one the cookie names; a planted bare one next to it is not read.
      assert.is((await target.store.readRows('sessions')).length, 1);
      assert.is(
        await viewer(target, `${pairOf(session!)}; porchlight_session=planted-by-someone-else-abcdefghij`),
        'Sam Okafor',
      );
      // Signing out clears the prefixed cookie and the bare one, and the stored session.
      const out = await fetch(`${target.url}/comments/en/fetch/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC, cookie: pairOf(session!) },
        body: '',
      });
      assert.is(out.status, 303);
      assert.ok(
        out.headers
          .getSetCookie()
          .some((line) => /^__Host-porchlight_session=; Max-Age=0; Path=\/;.*Secure/.test(line)),
      );
      assert.is((await target.store.readRows('sessions')).length, 0);
    } finally {
      await target.stop();
    }
  });

test('behind a trusted proxy that says https the cookie is prefixed and Secure; an untrusted peer saying so changes nothing', async () => {
  const proxied = await startTarget('sqlite', { TRUST_PROXY: '1' });
  try {
    // The browser reached the proxy at https and names that origin; the proxy passes its Host on.
    const [session] = await signIn(proxied, {
      origin: `https://${new URL(proxied.url).host}`,
      'x-forwarded-proto': 'https',
    });
    assert.match(session!, /^__Host-porchlight_session=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  } finally {
    await proxied.stop();
  }
  const direct = await startTarget('sqlite');
  try {
    const [session] = await signIn(direct, { origin: direct.url, 'x-forwarded-proto': 'https' });
    assert.match(session!, /^porchlight_session=.*; Path=\/comments; HttpOnly; SameSite=Lax$/, 'plain http, as it is');
  } finally {
    await direct.stop();
  }
});

test.run();
