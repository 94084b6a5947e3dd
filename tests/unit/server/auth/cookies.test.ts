import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clearCookie, cookieName, readCookie, setCookie } from '../../../../src/server/auth/cookies.ts';
import { decoratePublicOrigin } from '../../../../src/server/policy/origin.ts';

/** An app at `publicUrl` that sets, reads and clears one cookie as the server's own are. */
async function appAt(publicUrl: string) {
  const app = Fastify();
  decoratePublicOrigin(app, () => publicUrl);
  await app.register(cookie);
  app.get('/set', async (request, reply) => {
    setCookie(request, reply, 'porchlight_x', 'v', 60);
    return { name: cookieName(request, 'porchlight_x') };
  });
  app.get('/read', async (request) => ({ value: readCookie(request, 'porchlight_x') ?? null }));
  app.get('/clear', async (request, reply) => {
    clearCookie(request, reply, 'porchlight_x');
    return {};
  });
  return app;
}

test('over https: the __Host- name, Secure, at /', async () => {
  const app = await appAt('https://comments.example.org');
  const set = await app.inject('/set');
  assert.is(set.json().name, '__Host-porchlight_x');
  assert.is(set.headers['set-cookie'], '__Host-porchlight_x=v; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
});

test('over plain http: the bare name at /comments, without Secure', async () => {
  const app = await appAt('http://127.0.0.1:8080');
  const set = await app.inject('/set');
  assert.is(set.headers['set-cookie'], 'porchlight_x=v; Max-Age=60; Path=/comments; HttpOnly; SameSite=Lax');
});

test('over https only the prefixed name is read: a bare one, which anyone on a neighbouring subdomain or plain http could plant, is not', async () => {
  const app = await appAt('https://comments.example.org');
  const read = async (cookieLine: string) =>
    (await app.inject({ url: '/read', headers: { cookie: cookieLine } })).json();
  assert.equal(await read('__Host-porchlight_x=new; porchlight_x=old'), { value: 'new' });
  assert.equal(await read('porchlight_x=planted'), { value: null });
  assert.equal(await read(''), { value: null });
});

test('over plain http the bare name is the one read', async () => {
  const app = await appAt('http://127.0.0.1:8080');
  const read = async (cookieLine: string) =>
    (await app.inject({ url: '/read', headers: { cookie: cookieLine } })).json();
  assert.equal(await read('porchlight_x=v'), { value: 'v' });
});

test('clearing removes the cookie under both names it may have', async () => {
  const app = await appAt('https://comments.example.org');
  const cleared = await app.inject({ url: '/clear', headers: { cookie: 'porchlight_x=old' } });
  const lines = [cleared.headers['set-cookie']].flat() as string[];
  assert.ok(
    lines.some((line) => /^__Host-porchlight_x=; Max-Age=0; Path=\/;.*Secure/.test(line)),
    lines.join('\n'),
  );
  assert.ok(
    lines.some((line) => line.startsWith('porchlight_x=; Max-Age=0; Path=/comments;')),
    lines.join('\n'),
  );
});

test.run();
