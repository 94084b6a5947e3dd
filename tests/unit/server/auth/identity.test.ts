import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAdmin } from '../../../../src/server/admin/commands.ts';
import { accountOfIdentity, type VouchedIdentity } from '../../../../src/server/auth/identity.ts';
import { readSignInConfig } from '../../../../src/server/auth/sign-in-config.ts';
import { checkSso, signSso, SSO_MAX_AGE_SECONDS } from '../../../../src/server/auth/sso.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';

const ISSUER = 'https://id.example';
async function setup() {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(store);
  return store;
}
const identity = (subject: string, more: Partial<VouchedIdentity> = {}): VouchedIdentity => ({
  issuer: ISSUER,
  subject,
  name: subject,
  email: null,
  emailVerified: false,
  avatar: null,
  claims: { sub: subject },
  ...more,
});

test('an identity is its issuer and subject: the same account each time, its name and picture kept current', async () => {
  const store = await setup();
  const first = await accountOfIdentity(store, identity('ada', { name: 'Ada' }));
  const again = await accountOfIdentity(store, identity('ada', { name: 'Ada L.', avatar: 'https://id.example/a.png' }));
  assert.is(again.id, first.id);
  assert.equal(await store.getAccount(first.id), {
    id: first.id,
    name: 'Ada L.',
    email: null,
    avatar: 'https://id.example/a.png',
  });
  // Another issuer's "ada" is someone else; a picture that is not a web address is dropped.
  const other = await accountOfIdentity(store, {
    ...identity('ada'),
    issuer: 'https://other.example',
    avatar: 'javascript:x',
  });
  assert.is.not(other.id, first.id);
  assert.is(other.avatar, null);
});

test('an e-mail joins an identity to an existing account only when the provider verified it', async () => {
  const store = await setup();
  const reader = (await store.findAccountByEmail(DEMO_ACCOUNTS.reader.email))!;
  const claimed = await accountOfIdentity(store, identity('eve', { email: DEMO_ACCOUNTS.reader.email }));
  assert.is.not(claimed.id, reader.id);
  assert.is(claimed.email, null);
  const verified = await accountOfIdentity(
    store,
    identity('sam', { email: DEMO_ACCOUNTS.reader.email.toUpperCase(), emailVerified: true }),
  );
  assert.is(verified.id, reader.id);
  // A verified address no account has is the new account's.
  const fresh = await accountOfIdentity(store, identity('lin', { email: 'lin@id.example', emailVerified: true }));
  assert.is(fresh.email, 'lin@id.example');
});

test('a blog’s authors by subject or by claim, set with the admin command, never by a chosen name', async () => {
  const store = await setup();
  const lines: string[] = [];
  const admin = (...argv: string[]) => runAdmin(argv, store, (line) => lines.push(line));
  await admin('authors', '1', 'add', '--issuer', ISSUER, '--claim', 'groups=editors');
  await admin('authors', '1', 'add', '--issuer', ISSUER, '--subject', 'boss');
  assert.equal(lines.splice(0), [
    `blog 1: ${ISSUER} groups=editors`,
    `blog 1: ${ISSUER} groups=editors`,
    `blog 1: ${ISSUER} sub=boss`,
  ]);
  const editor = await accountOfIdentity(
    store,
    identity('kim', { claims: { sub: 'kim', groups: ['readers', 'editors'] } }),
  );
  const boss = await accountOfIdentity(store, identity('boss'));
  const named = await accountOfIdentity(
    store,
    identity('mallory', { name: 'boss', claims: { sub: 'mallory', groups: 'readers' } }),
  );
  const authors = (await store.getBlog('1'))!.authorIds;
  assert.ok(authors.includes(editor.id) && authors.includes(boss.id));
  assert.not.ok(authors.includes(named.id));
  // Out of the group at the next sign-in: no longer an author.
  await accountOfIdentity(store, identity('kim', { claims: { sub: 'kim', groups: ['readers'] } }));
  assert.not.ok((await store.getBlog('1'))!.authorIds.includes(editor.id));
  await admin('authors', '1', 'remove', '--issuer', ISSUER, '--subject', 'boss');
  assert.equal((await store.getBlog('1'))!.authorIds, []);
  await runAdmin(['authors', '1', 'add', '--issuer', ISSUER, '--claim', 'groups'], store, () => {}).then(
    () => assert.unreachable('a claim without a value'),
    (error: Error) => assert.match(error.message, /NAME=VALUE/),
  );
});

test('no account by a recycled address, no name a comment could not carry, no e-mail it would refuse', async () => {
  const store = await setup();
  const first = await accountOfIdentity(store, identity('ann', { email: 'desk@id.example', emailVerified: true }));
  assert.is(first.email, 'desk@id.example');
  // The same issuer gave the address to another of its readers: they get an account of their own, with no e-mail.
  const next = await accountOfIdentity(store, identity('bob', { email: 'desk@id.example', emailVerified: true }));
  assert.is.not(next.id, first.id);
  assert.is(next.email, null);
  // Another issuer vouching for the address joins the account that has it, as before.
  const elsewhere = await accountOfIdentity(store, {
    ...identity('ann-at-work', { email: 'desk@id.example', emailVerified: true }),
    issuer: 'https://work.example',
  });
  assert.is(elsewhere.id, first.id);
  // 90 characters, two of them outside the basic plane: cut to a comment's 80, counted as a comment counts them.
  const long = await accountOfIdentity(store, identity('long', { name: '𝔸'.repeat(2) + 'n'.repeat(88) }));
  assert.is([...long.name].length, 80);
  const odd = await accountOfIdentity(store, identity('odd', { email: 'ünï@id.example', emailVerified: true }));
  assert.is(odd.email, null);
});

test('author rules never by a claim a reader sets, by e-mail only once verified, by issuer with or without its slash', async () => {
  const store = await setup();
  const refused = (claim: string) =>
    runAdmin(['authors', '1', 'add', '--issuer', ISSUER, '--claim', claim], store, () => {}).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
  assert.match(await refused('preferred_username=boss'), /a reader sets themselves/);
  assert.match(await refused('name=Boss'), /a reader sets themselves/);
  assert.equal(await store.listBlogAuthorRules('1'), []);
  await runAdmin(
    ['authors', '1', 'add', '--issuer', `${ISSUER}/`, '--claim', 'email=boss@id.example'],
    store,
    () => {},
  );
  assert.equal(await store.listBlogAuthorRules('1'), [{ issuer: ISSUER, claim: 'email', value: 'boss@id.example' }]);
  const claims = { sub: 'x', email: 'boss@id.example' };
  const unverified = await accountOfIdentity(store, identity('x', { email: 'boss@id.example', claims }));
  assert.not.ok((await store.getBlog('1'))!.authorIds.includes(unverified.id));
  // The token's issuer with its trailing slash, as some providers write it: the same issuer.
  const verified = await accountOfIdentity(store, {
    ...identity('y', { email: 'boss@id.example', emailVerified: true, claims: { ...claims, sub: 'y' } }),
    issuer: `${ISSUER}/`,
  });
  assert.ok((await store.getBlog('1'))!.authorIds.includes(verified.id));
});

test('single sign-on: signed with the secret, lately, as the README shows; anything else refused with why', () => {
  const secret = 'x'.repeat(32);
  const now = Date.parse('2026-11-28T12:00:00Z');
  const timestamp = now / 1000;
  const token = signSso(secret, { id: 42, name: 'Ada', email: 'ada@platform.example', timestamp });
  const checked = checkSso(secret, token, now);
  assert.ok(checked.ok);
  if (checked.ok) {
    assert.is(checked.identity.subject, '42');
    assert.is(checked.identity.emailVerified, false);
  }
  const refusal = (given: unknown, at = now) => {
    const result = checkSso(secret, given, at);
    return result.ok ? 'accepted' : result.why;
  };
  assert.is(refusal(signSso('y'.repeat(32), { id: 42, timestamp })), 'bad signature');
  assert.is(refusal(token, now + (SSO_MAX_AGE_SECONDS + 1) * 1000), `expired ${SSO_MAX_AGE_SECONDS + 1} s ago`);
  assert.is(refusal(signSso(secret, { id: 42, timestamp: timestamp + 3600 })), 'a timestamp in the future');
  assert.is(refusal(signSso(secret, { name: 'No id', timestamp })), 'no id');
  assert.is(refusal(`${token}.more`), 'not a payload and a signature');
  assert.is(refusal(42), 'no token');
});

test('sign-in settings: providers by id with their variables; a bad one stops the start naming it', () => {
  const env = {
    OIDC_PROVIDERS: 'keycloak, staff-id',
    OIDC_KEYCLOAK_ISSUER: 'https://sso.example/realms/blog',
    OIDC_KEYCLOAK_CLIENT_ID: 'porchlight',
    OIDC_KEYCLOAK_CLIENT_SECRET: 's3cret',
    OIDC_KEYCLOAK_NAME: 'Example ID',
    OIDC_STAFF_ID_ISSUER: 'http://127.0.0.1:9000',
    OIDC_STAFF_ID_CLIENT_ID: 'c',
    OIDC_STAFF_ID_CLIENT_SECRET: 'd',
  };
  const config = readSignInConfig(env);
  assert.equal(
    config.oidc.map(({ id, name, issuer }) => [id, name, issuer]),
    [
      ['keycloak', 'Example ID', 'https://sso.example/realms/blog'],
      ['staff-id', 'staff-id', 'http://127.0.0.1:9000'],
    ],
  );
  const refused = (more: Record<string, string>) => {
    try {
      readSignInConfig({ ...env, ...more });
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };
  assert.match(refused({ OIDC_KEYCLOAK_ISSUER: 'http://sso.example/' }), /^OIDC_KEYCLOAK_ISSUER must be/);
  assert.match(refused({ OIDC_STAFF_ID_CLIENT_SECRET: '' }), /^OIDC_STAFF_ID_CLIENT_SECRET is required/);
  assert.match(refused({ OIDC_PROVIDERS: 'Bad Id' }), /^OIDC_PROVIDERS must list/);
  assert.match(refused({ SSO_SECRET: 'short' }), /^SSO_SECRET must be at least 32/);
  assert.match(refused({ OIDC_PROVIDERS: '', LOCAL_SIGN_IN: 'off' }), /^LOCAL_SIGN_IN=off needs OIDC_PROVIDERS/);
});

test.run();
