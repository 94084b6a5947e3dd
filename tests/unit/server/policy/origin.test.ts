import Fastify from 'fastify';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  decoratePublicOrigin,
  isHttps,
  publicOrigin,
  UNLISTENED_ORIGIN,
} from '../../../../src/server/policy/origin.ts';
import { isSameOrigin } from '../../../../src/server/security.ts';

/** An app answering what the policy makes of each request. */
async function appAt(publicUrl: () => string, trustProxy: false | string[] = false) {
  const app = Fastify({ trustProxy });
  decoratePublicOrigin(app, publicUrl);
  app.get('/', async (request) => ({
    origin: publicOrigin(request),
    https: isHttps(request),
    sameOrigin: isSameOrigin(request),
  }));
  return app;
}

test('the public origin is the configured address, whatever Host or X-Forwarded-Host the request names', async () => {
  const app = await appAt(() => 'https://comments.example.org', ['127.0.0.1']);
  const answer = await app.inject({ url: '/', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
  assert.equal(answer.json().origin, 'https://comments.example.org');
  assert.ok(answer.json().https, 'readers reach it over https');
});

test('before the server listens (or without an address), the origin inject() names', async () => {
  const app = await appAt(() => '');
  assert.is((await app.inject({ url: '/' })).json().origin, UNLISTENED_ORIGIN);
  assert.ok((await app.inject({ url: '/', headers: { origin: UNLISTENED_ORIGIN } })).json().sameOrigin);
});

test('https: from PUBLIC_URL, or from a trusted proxy’s X-Forwarded-Proto, never from an untrusted one', async () => {
  const trusted = await appAt(() => 'http://127.0.0.1:8080', ['127.0.0.1']);
  assert.ok((await trusted.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).json().https);
  const direct = await appAt(() => 'http://127.0.0.1:8080');
  assert.not.ok((await direct.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).json().https);
});

test('same origin: the public origin (a reader behind the proxy) or the Host the browser itself sent; never another site', async () => {
  const app = await appAt(() => 'https://comments.example.org');
  const sameOrigin = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/', headers: { host: '10.0.0.11:8080', ...headers } })).json().sameOrigin;
  assert.ok(await sameOrigin({ origin: 'https://comments.example.org' }), 'the public origin, behind a proxy');
  assert.ok(await sameOrigin({ origin: 'http://10.0.0.11:8080' }), 'the address the browser reached');
  assert.not.ok(await sameOrigin({ origin: 'https://evil.example' }));
  assert.not.ok(await sameOrigin({ origin: 'null' }));
  assert.not.ok(await sameOrigin({ origin: 'https://comments.example.org', 'sec-fetch-site': 'cross-site' }));
});

test.run();
