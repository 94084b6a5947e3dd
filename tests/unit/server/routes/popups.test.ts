import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../../../src/demo/seed.ts';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { UNMATCHABLE_HASH, verifyPassword } from '../../../../src/server/auth/password.ts';
import { popupRoutes, safeRedirect } from '../../../../src/server/routes/popups.ts';
import { decoratePublicOrigin } from '../../../../src/server/policy/origin.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { VIEWER } from '../../../helpers/documents.ts';

type App = Awaited<ReturnType<typeof memoryApp>>['app'];
const ORIGIN = 'http://localhost:80';
const signIn = (
  app: App,
  email: string,
  password: string,
  locale = 'en',
  headers: Record<string, string> = { origin: ORIGIN },
) =>
  app.inject({
    method: 'POST',
    url: `/comments/${locale}/fetch/user`,
    payload: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const viewer = async (app: App, cookie = '') =>
  (
    await app.inject({ method: 'POST', url: '/comments/graphql', payload: { query: VIEWER }, headers: { cookie } })
  ).json().data.viewer;

test('the sign-in page: a labelled email and password form, in the popup’s locale, no inline script, strict CSP', async () => {
  const { app, close } = await memoryApp();
  for (const [locale, h1, dir] of [
    ['en', 'Sign in', 'ltr'],
    ['fr', 'Connexion', 'ltr'],
    ['nl', 'Inloggen', 'ltr'],
    ['ar', 'تسجيل الدخول', 'rtl'],
  ]) {
    const res = await app.inject(`/comments/${locale}/fetch/user`);
    assert.is(res.statusCode, 200);
    assert.match(res.body, new RegExp(`<html lang="${locale}" dir="${dir}">`));
    assert.match(res.body, new RegExp(`<h1>${h1}</h1>`));
    assert.match(
      res.body,
      /<label for="sign-in-email">[^<]+<\/label>\s*<input id="sign-in-email" name="email" type="email" autocomplete="username" required/,
    );
    assert.match(
      res.body,
      /<label for="sign-in-password">[^<]+<\/label>\s*<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required/,
    );
    assert.match(res.body, new RegExp(`action="/comments/${locale}/fetch/user"`));
    assert.not.match(res.body, /<script>/);
    assert.match(res.headers['content-security-policy'] as string, /script-src 'self';/);
    assert.is(res.headers['cache-control'], 'no-store');
  }
  await close();
});

test('a wrong password re-shows the form with the email kept and an error tied to the fields; no cookie', async () => {
  const { app, db, close } = await memoryApp();
  const res = await signIn(app, DEMO_ACCOUNTS.author.email, 'not-the-password');
  assert.is(res.statusCode, 401);
  assert.is(res.headers['set-cookie'], undefined);
  assert.match(res.body, /<p id="sign-in-error" class="error" role="alert">The email or password is not right.<\/p>/);
  assert.match(
    res.body,
    new RegExp(`value="${DEMO_ACCOUNTS.author.email}" autofocus aria-invalid="true" aria-describedby="sign-in-error"`),
  );
  assert.is((await signIn(app, 'nobody@example.com', 'whatever')).statusCode, 401);
  assert.is((await signIn(app, '', '')).statusCode, 401);
  assert.is((db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 0);
  await close();
});

test('signing in sets an HttpOnly SameSite=Lax session cookie, stores only its hash, and the popup page then tells the opener', async () => {
  const { app, db, close } = await memoryApp();
  const res = await signIn(app, DEMO_ACCOUNTS.reader.email.toUpperCase(), DEMO_ACCOUNTS.reader.password, 'fr');
  assert.is(res.statusCode, 303);
  assert.is(res.headers.location, '/comments/fr/fetch/user');
  const setCookie = res.headers['set-cookie'] as string;
  assert.match(
    setCookie,
    /^porchlight_session=[A-Za-z0-9_-]{32}; Max-Age=2592000; Path=\/comments; HttpOnly; SameSite=Lax$/,
  );
  const cookie = setCookie.split(';')[0]!;
  const token = cookie.split('=')[1]!;
  const stored = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
  assert.is(stored.length, 1);
  assert.is.not(stored[0]!.token_hash, token);
  const page = await app.inject({ url: '/comments/fr/fetch/user', headers: { cookie } });
  assert.match(page.body, /Vous êtes connecté en tant que Sam Okafor/);
  assert.match(page.body, /<script src="\/comments\/popup\/signed-in.js" defer><\/script>/);
  const script = await app.inject('/comments/popup/signed-in.js');
  assert.match(script.headers['content-type'] as string, /^application\/javascript/);
  assert.match(script.body, /window\.opener\.porchlightLogin\(\)/);
  assert.match(script.body, /window\.close\(\)/);
  assert.equal(await viewer(app, cookie), {
    name: DEMO_ACCOUNTS.reader.name,
    email: DEMO_ACCOUNTS.reader.email,
    avatar: null,
    blogs: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
  });
  await close();
});

test('a sign-in posted from another origin is refused (login CSRF); attempts are rate limited', async () => {
  const { app, close } = await memoryApp({ mutationsPerMinute: 2 });
  const foreign = await signIn(app, DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password, 'en', {
    origin: 'http://evil.example',
  });
  assert.is(foreign.statusCode, 403);
  assert.is(foreign.headers['set-cookie'], undefined);
  await signIn(app, 'a@b.c', 'x');
  await signIn(app, 'a@b.c', 'y');
  const limited = await signIn(app, DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password);
  assert.is(limited.statusCode, 429);
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.match(limited.body, /Too many attempts/);
  assert.is(limited.headers['set-cookie'], undefined);
  await close();
});

test('attempts on one account are limited from any address, unknown e-mails alike; another account is not', async () => {
  const { app, db, close } = await memoryApp({ mutationsPerMinute: 60, signInAttemptsPerAccount: 3 });
  const attempt = (email: string, password: string, n: number) =>
    app.inject({
      method: 'POST',
      url: '/comments/en/fetch/user',
      payload: new URLSearchParams({ email, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      remoteAddress: `10.0.0.${n}`,
    });
  for (const n of [1, 2, 3]) assert.is((await attempt(DEMO_ACCOUNTS.reader.email, `guess-${n}`, n)).statusCode, 401);
  // The e-mail counts in lower case, and the right password is refused with the rest until the window ends.
  const limited = await attempt(DEMO_ACCOUNTS.reader.email.toUpperCase(), DEMO_ACCOUNTS.reader.password, 4);
  assert.is(limited.statusCode, 429);
  assert.ok(Number(limited.headers['retry-after']) > 60, 'the account’s window is longer than the address’s');
  assert.match(limited.body, /Too many attempts/);
  assert.match(limited.body, new RegExp(`value="${DEMO_ACCOUNTS.reader.email.toUpperCase()}"`), 'the e-mail is kept');
  assert.is(limited.headers['set-cookie'], undefined);
  for (const n of [5, 6, 7]) assert.is((await attempt('nobody@example.com', 'guess', n)).statusCode, 401);
  const unknown = await attempt('nobody@example.com', 'guess', 8);
  assert.is(unknown.statusCode, 429, 'an e-mail no account has is throttled the same way');
  assert.equal(
    unknown.body.replace(/nobody@example\.com/g, 'E'),
    limited.body.replace(new RegExp(DEMO_ACCOUNTS.reader.email.toUpperCase().replace(/\./g, '\\.'), 'g'), 'E'),
    'the refusal says nothing about whether the account exists',
  );
  assert.is((await attempt(DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password, 9)).statusCode, 303);
  const keys = (db.prepare("SELECT key FROM rate_hits WHERE key LIKE 'sign-in-account:%'").all() as { key: string }[])
    .map((row) => row.key)
    .join(' ');
  assert.ok(keys.length > 0, 'the attempts were counted in the database');
  assert.not.match(keys, /@/, 'the counts keep no e-mail as typed');
  const plain = createHash('sha256').update(DEMO_ACCOUNTS.author.email).digest('base64url');
  assert.not.ok(keys.includes(plain), 'nor a plain hash of one, which a list of likely e-mails would undo');
  await close();
});

test('an unknown email costs the same password check as a known one (no account enumeration by timing)', async () => {
  const { store, close } = await memoryApp();
  const checks: string[] = [];
  const app = Fastify();
  decoratePublicOrigin(app, () => ORIGIN);
  await app.register(cookie);
  await popupRoutes(app, {
    store,
    attemptsPerMinute: 60,
    attemptsPerAccount: 10,
    verify: async (password, stored) => {
      checks.push(stored === UNMATCHABLE_HASH ? 'unmatchable' : 'account');
      return verifyPassword(password, stored);
    },
  });
  assert.is((await signIn(app, DEMO_ACCOUNTS.reader.email, 'not-the-password')).statusCode, 401);
  assert.is((await signIn(app, 'nobody@example.com', 'not-the-password')).statusCode, 401);
  assert.is((await signIn(app, '', '')).statusCode, 401);
  assert.equal(checks, ['account', 'unmatchable', 'unmatchable']);
  assert.is((await signIn(app, DEMO_ACCOUNTS.reader.email, DEMO_ACCOUNTS.reader.password)).statusCode, 303);
  await app.close();
  await close();
});

const signOut = (app: App, locale: string, redirect: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/comments/${locale}/fetch/logout`,
    payload: new URLSearchParams({ redirect }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
  });

test('the logout page ends nothing: it is a form that POSTs to itself, sent by its own script (no inline script)', async () => {
  const { app, db, close } = await memoryApp();
  const cookie = (
    (await signIn(app, DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password)).headers['set-cookie'] as string
  ).split(';')[0]!;
  const page = await app.inject({ url: '/comments/fr/fetch/logout?redirect=/comments/fr/exit', headers: { cookie } });
  assert.is(page.statusCode, 200);
  assert.is(page.headers['set-cookie'], undefined);
  assert.is((db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 1);
  assert.ok(await viewer(app, cookie), 'still signed in');
  assert.match(page.body, /<h1>Se déconnecter<\/h1>/);
  assert.match(page.body, /<form method="post" action="\/comments\/fr\/fetch\/logout" data-sign-out>/);
  assert.match(page.body, /<input type="hidden" name="redirect" value="\/comments\/fr\/exit">/);
  assert.match(page.body, /<button type="submit">Se déconnecter<\/button>/);
  assert.match(page.body, /<script src="\/comments\/popup\/sign-out.js" defer><\/script>/);
  assert.not.match(page.body, /<script>/);
  assert.match((await app.inject('/comments/popup/sign-out.js')).body, /\[data-sign-out\]'\)\.submit\(\)/);
  await close();
});

test('logout’s POST from this site ends the session and redirects to the exit page, which closes the popup', async () => {
  const { app, db, close } = await memoryApp();
  const cookie = (
    (await signIn(app, DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password)).headers['set-cookie'] as string
  ).split(';')[0]!;
  const res = await signOut(app, 'fr', '/comments/fr/exit', { cookie });
  assert.is(res.statusCode, 303);
  assert.is(res.headers.location, '/comments/fr/exit');
  assert.match(
    res.headers['set-cookie'] as string,
    /^porchlight_session=; Max-Age=0; Path=\/comments; Expires=Thu, 01 Jan 1970 00:00:00 GMT/,
  );
  assert.is((db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 0);
  assert.is(await viewer(app, cookie), null);
  const exit = await app.inject('/comments/fr/exit');
  assert.match(exit.body, /<h1>Déconnexion<\/h1>/);
  assert.match(exit.body, /<script src="\/comments\/popup\/close.js" defer><\/script>/);
  assert.match((await app.inject('/comments/popup/close.js')).body, /window\.close\(\)/);
  await close();
});

test('logout’s POST from another site is refused and ends nothing', async () => {
  const { app, db, close } = await memoryApp();
  const cookie = (
    (await signIn(app, DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password)).headers['set-cookie'] as string
  ).split(';')[0]!;
  for (const headers of [
    { origin: 'https://evil.example' },
    { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
  ] as Record<string, string>[]) {
    const res = await signOut(app, 'en', '/comments/en/exit', { cookie, ...headers });
    assert.is(res.statusCode, 403);
    assert.is(res.body, 'Sign out from this site’s own page.\n');
    assert.is(res.headers['set-cookie'], undefined);
  }
  assert.is((db.prepare('SELECT count(*) AS n FROM sessions').get() as { n: number }).n, 1);
  assert.ok(await viewer(app, cookie));
  await close();
});

test('logout redirects only to a path on this site', async () => {
  const { app, close } = await memoryApp();
  for (const redirect of [
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    'exit',
    '',
  ]) {
    const page = await app.inject(`/comments/en/fetch/logout?redirect=${encodeURIComponent(redirect)}`);
    const carried = /name="redirect" value="([^"]*)"/.exec(page.body)?.[1];
    assert.ok(carried === undefined || carried.startsWith('/%'), `${redirect} → the form's ${carried}`);
    const res = await signOut(app, 'en', redirect);
    assert.is(res.statusCode, 303);
    assert.ok(
      res.headers.location === '/comments/en/exit' || (res.headers.location as string).startsWith('/%'),
      `${redirect} → ${res.headers.location}`,
    );
  }
  assert.is(safeRedirect('/posts/1?x=1#c'), '/posts/1?x=1#c');
  assert.is(safeRedirect('//evil.example'), null);
  assert.is(safeRedirect('/\\evil.example'), null);
  assert.is(safeRedirect(undefined), null);
  await close();
});

test('unknown locales and scripts are 404s', async () => {
  const { app, close } = await memoryApp();
  for (const url of ['/comments/xx/fetch/user', '/comments/EN/exit', '/comments/popup/evil.js'])
    assert.is((await app.inject(url)).statusCode, 404, url);
  await close();
});

test.run();
