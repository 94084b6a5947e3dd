import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { ENGINES, graphql, startTarget, type HostileTarget, signIn } from '../helpers/hostile.ts';

const VIEWER = '{ viewer { name } }';

const signedInAs = async (target: HostileTarget, cookie: string) =>
  ((await graphql(target, VIEWER, {}, { cookie })).body.data?.viewer as { name: string } | null)?.name ?? null;

const sessions = async (target: HostileTarget) => (await target.store.readRows('sessions')).length;

for (const engine of ENGINES)
  test(`${engine}: a GET of the sign-out address, or a POST from another site, ends no session`, async () => {
    const target = await startTarget(engine);
    try {
      const cookie = await signIn(target, DEMO_ACCOUNTS.reader);
      assert.is(await sessions(target), 1);
      // What an <img src> or a link on another site makes the reader's browser send.
      const got = await fetch(`${target.url}/comments/en/fetch/logout?redirect=/comments/en/exit`, {
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
        redirect: 'manual',
      });
      assert.is(got.status, 200, 'the page, which only asks its own form to be sent');
      assert.equal(got.headers.getSetCookie(), [], 'no cookie is cleared');
      // What another site's form sends, as the browser names its origin.
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: target.url, 'sec-fetch-site': 'cross-site' },
      ] as Record<string, string>[]) {
        const posted = await fetch(`${target.url}/comments/en/fetch/logout`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
          body: 'redirect=%2Fcomments%2Fen%2Fexit',
        });
        assert.is(posted.status, 403);
        assert.is(await posted.text(), 'Sign out from this site’s own page.\n');
        assert.equal(posted.headers.getSetCookie(), []);
      }
      assert.is(await sessions(target), 1, 'the session is still stored');
      assert.is(await signedInAs(target, cookie), 'Sam Okafor', 'and the reader still signed in');
      // The popup's own form, from this site: signed out.
      const own = await fetch(`${target.url}/comments/en/fetch/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: target.url },
        body: 'redirect=%2Fcomments%2Fen%2Fexit',
      });
      assert.is(own.status, 303);
      assert.is(own.headers.get('location'), '/comments/en/exit');
      assert.is(await sessions(target), 0);
      assert.is(await signedInAs(target, cookie), null);
    } finally {
      await target.stop();
    }
  });

test.run();
