import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AdminError, runAdmin } from '../../../../src/server/admin/commands.ts';
import { verifyPassword } from '../../../../src/server/auth/password.ts';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import { fillHeldQueue } from '../../../helpers/held-queue.ts';

async function setup() {
  const db = openSqlite('sqlite::memory:');
  const store = createSqliteStore(db);
  await seedDemo(store);
  const lines: string[] = [];
  const admin = (...argv: string[]) => runAdmin(argv, store, (line) => lines.push(line));
  return { db, store, lines, admin };
}

test('create an account, a blog it owns and a post', async () => {
  const { store, lines, admin } = await setup();
  await admin('create-account', '--name', 'Noor', '--email', 'noor@example.com', '--password', 'long enough pass');
  await admin(
    'create-blog',
    '--name',
    'Second blog',
    '--url',
    'https://second.example/',
    '--owner',
    'noor@example.com',
  );
  await admin('create-post', '--blog', '2', '--title', 'Hello', '--excerpt', 'First post');
  assert.equal(lines, [
    'account 3: Noor <noor@example.com>',
    'blog 2: Second blog (https://second.example/)',
    'post 6: Hello (/posts/6)',
  ]);
  const account = (await store.findAccountByEmail('NOOR@example.com'))!;
  assert.ok(await verifyPassword('long enough pass', account.passwordHash!));
  assert.is((await store.getBlog('2'))!.ownerId, account.id);
});

test('list held comments, approve one, delete another; unknown ids say so', async () => {
  const { store, lines, admin } = await setup();
  await admin('held', '--blog', '1');
  assert.is(lines.length, 5);
  assert.match(lines[0]!, /^\d+\tpost 1\t.*Promo Bot\tCheap boots/);
  const spam = lines[0]!.split('\t')[0]!;
  const before = await store.countVisibleComments('2');
  const held2 = lines.find((l) => l.includes('post 2\t'))!.split('\t')[0]!;
  lines.length = 0;
  await admin('approve', held2, '9999');
  await admin('delete', spam);
  assert.equal(lines, [`approved ${held2}`, 'no held comment 9999', `deleted ${spam}`]);
  assert.is(await store.countVisibleComments('2'), before! + 1);
  assert.is(await store.getComment(spam), null);
});

test('a blog that keeps rejected comments: delete rejects one, rejected lists it, restore puts it back in the queue', async () => {
  const { store, lines, admin } = await setup();
  await admin('settings', '1', '--rejected-days', '30');
  await admin('held', '--blog', '1');
  const [spam, other] = lines.slice(1).map((line) => line.split('\t')[0]!);
  lines.length = 0;
  await admin('delete', spam!);
  await admin('delete', spam!);
  await admin('held', '--blog', '1');
  assert.equal(lines.slice(0, 2), [`deleted ${spam}`, `no comment ${spam}`], 'rejected once: no more to reject');
  assert.ok(!lines.slice(2).some((line) => line.startsWith(`${spam}\t`)), 'no longer in the queue');
  lines.length = 0;
  await admin('rejected', '--blog', '1');
  assert.is(lines.length, 1);
  assert.match(
    lines[0]!,
    new RegExp(`^${spam}\tpost \\d+\trejected \\d{4}-\\d\\d-\\d\\dT[^\t]+Z\tPromo Bot\tCheap boots`),
  );
  lines.length = 0;
  await admin('rejected', '--blog', '2');
  await admin('restore', spam!, other!, '9999');
  await admin('rejected');
  assert.equal(lines, [
    'no rejected comments kept',
    `restored ${spam} to the moderation queue`,
    `no kept rejected comment ${other}`,
    'no kept rejected comment 9999',
    'no rejected comments kept',
  ]);
  lines.length = 0;
  await admin('held', '--blog', '1');
  assert.ok(
    lines.some((line) => line.startsWith(`${spam}\t`)),
    'waiting again, to be decided anew',
  );
  assert.ok(await store.getComment(spam!));
});

test('a queue longer than a page is listed whole, oldest first, read page by page; none says so', async () => {
  const { db, store, lines, admin } = await setup();
  await fillHeldQueue(store, 450, () => '2');
  await admin('held');
  assert.is(lines.length, 455, 'the seed’s five and all 450');
  const ids = lines.map((line) => Number(line.split('\t')[0]));
  assert.equal(
    ids,
    [...ids].sort((a, b) => a - b),
  );
  assert.match(lines.at(-1)!, /\tQueued 449\twaiting 449$/);
  db.prepare('DELETE FROM comments WHERE is_visible = 0').run();
  lines.length = 0;
  await admin('held', '--blog', '1');
  assert.equal(lines, ['no comments waiting']);
});

test('deleting a top-level comment removes its thread', async () => {
  const { db, admin } = await setup();
  const thread = db.prepare('SELECT thread_id AS id FROM comments WHERE thread_id IS NOT NULL LIMIT 1').get() as {
    id: number;
  };
  await admin('delete', String(thread.id));
  assert.is(
    (db.prepare('SELECT count(*) AS n FROM comments WHERE thread_id = ?').get(thread.id) as { n: number }).n,
    0,
  );
});

test('blog settings: comments, votes, captcha, the moderation rule and sign-out at the provider', async () => {
  const { store, lines, admin } = await setup();
  await admin('settings', '1', '--votes', 'off', '--captcha', 'off', '--moderation', 'links');
  await admin('settings', '1', '--provider-sign-out', 'on');
  await admin('settings', '1', '--forgotten-comments', 'remove', '--held-days', '30');
  await admin('settings', '1', '--held-days', 'off');
  await admin('settings', '1', '--rejected-days', '14');
  await admin('settings', '1', '--rejected-days', '0');
  const rest = 'forgotten comments placeholder, held days off, rejected days 0';
  const removing =
    'blog 1: comments on, votes off, captcha off, moderation links, provider sign-out on, forgotten comments remove';
  assert.equal(lines, [
    `blog 1: comments on, votes off, captcha off, moderation links, provider sign-out off, ${rest}`,
    `blog 1: comments on, votes off, captcha off, moderation links, provider sign-out on, ${rest}`,
    `${removing}, held days 30, rejected days 0`,
    `${removing}, held days off, rejected days 0`,
    `${removing}, held days off, rejected days 14`,
    `${removing}, held days off, rejected days 0`,
  ]);
  assert.equal((await store.getBlog('1'))!.allowVotes, false);
  assert.equal((await store.getBlog('1'))!.providerSignOut, true);
  assert.equal((await store.getBlog('1'))!.forgottenComments, 'remove');
});

test('forget --email: the account with the address and the comments that give it, answering a request by mail', async () => {
  const { db, store, lines, admin } = await setup();
  await admin('create-account', '--name', 'Noor', '--email', 'noor@example.com', '--password', 'long enough pass');
  const account = (await store.findAccountByEmail('noor@example.com'))!;
  const written = { parentId: null, threadId: null, website: null, isVisible: true };
  await store.addComment({
    ...written,
    postId: '2',
    accountId: account.id,
    name: 'Noor',
    email: null,
    body: 'signed in',
  });
  await store.addComment({
    ...written,
    postId: '2',
    accountId: null,
    name: 'N.',
    email: 'Noor@example.com',
    body: 'anonymous',
  });
  lines.length = 0;
  await admin('forget', '--email', 'NOOR@example.com');
  assert.equal(lines, [
    'account 3 erased: 0 session(s) ended, 0 comment(s) removed, 1 kept as placeholders',
    'comments with NOOR@example.com and no account: 0 removed, 1 kept as placeholders, with their reply mail',
  ]);
  assert.is(await store.findAccountByEmail('noor@example.com'), null);
  const left = db
    .prepare(
      "SELECT count(*) AS n FROM comments WHERE body IN ('signed in', 'anonymous') OR lower(email) = 'noor@example.com'",
    )
    .get() as { n: number };
  assert.is(left.n, 0);
  // An account without an e-mail, as a provider may make one: by its id.
  const noEmail = await store.createAccount({ name: 'Nameless', email: null, passwordHash: null });
  await store.addComment({
    ...written,
    postId: '2',
    accountId: noEmail.id,
    name: 'Nameless',
    email: null,
    body: 'no e-mail',
  });
  lines.length = 0;
  await admin('forget', '--account', noEmail.id);
  assert.equal(lines, [
    `account ${noEmail.id} erased: 0 session(s) ended, 0 comment(s) removed, 1 kept as placeholders`,
  ]);
  assert.is(await store.getAccount(noEmail.id), null);
  lines.length = 0;
  await admin('forget', '--email', 'nobody@example.com');
  assert.equal(lines, [
    'comments with nobody@example.com and no account: 0 removed, 0 kept as placeholders, with their reply mail',
    'no account with nobody@example.com',
  ]);
});

test('bad input is a clear AdminError and changes nothing', async () => {
  const { db, admin } = await setup();
  const snapshot = () =>
    db
      .prepare(
        'SELECT (SELECT count(*) FROM accounts) a, (SELECT count(*) FROM blogs) b, (SELECT count(*) FROM posts) p, (SELECT count(*) FROM comments) c, (SELECT group_concat(held_days || forgotten_comments || rejected_days) FROM blogs) s',
      )
      .get();
  const before = snapshot();
  const cases: [string[], RegExp][] = [
    [[], /Usage/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['create-account', '--name', 'X', '--email', 'x@example.com', '--password', 'short'], /at least 10/],
    [
      ['create-account', '--name', 'X', '--email', 'author@porchlight.test', '--password', 'long enough pass'],
      /exists already/,
    ],
    [['create-blog', '--name', 'X', '--url', 'javascript:alert(1)'], /--url/],
    [['create-blog', '--name', 'X', '--url', '/', '--owner', 'nobody@example.com'], /no account/],
    [['create-post', '--blog', '9', '--title', 'T'], /no blog 9/],
    [['settings', '1', '--moderation', 'sometimes'], /--moderation must be one of/],
    [['settings', '1', '--votes', 'yes'], /"on" or "off"/],
    [['settings', '1', '--forgotten-comments', 'hide'], /--forgotten-comments must be one of placeholder, remove/],
    [['settings', '1', '--held-days', '0'], /--held-days must be a whole number of days from 1/],
    [['settings', '1', '--rejected-days=-1'], /^--rejected-days must be a whole number of days from 0/],
    [['settings', '1', '--rejected-days', 'off'], /^--rejected-days must be a whole number of days from 0/],
    [['settings', '1', '--rejected-days', '1.5'], /^--rejected-days must be a whole number of days from 0/],
    [['settings', '1', '--held-days', '7', '--rejected-days', '07'], /^--rejected-days must be a whole/],
    [['restore'], /^restore needs at least one comment id$/],
    [['forget'], /one of --email EMAIL or --account ID is required/],
    [['forget', '--email', 'a@example.org', '--account', '2'], /one of --email EMAIL or --account ID is required/],
    [['forget', '--account', '999999'], /no account 999999/],
    [['forget', '--email', 'not an address'], /--email must be an email address/],
    [['approve'], /at least one comment id/],
    [['held', '--unknown'], /Unknown option/],
    [
      ['import', 'blog.json', '--max-mb', '0'],
      /^--max-mb must be a whole number of megabytes from 1 to 2048 \(got "0"\)$/,
    ],
    [['import-comments', 'export.xml', '--blog', '1', '--max-mb', 'lots'], /--max-mb must be a whole number/],
    [['import-comments', 'export.xml', '--blog', '1', '--max-mb', '4096'], /--max-mb must be a whole number/],
  ];
  for (const [argv, message] of cases) {
    try {
      await admin(...argv);
      assert.unreachable(argv.join(' '));
    } catch (error) {
      assert.instance(error, AdminError);
      assert.match((error as Error).message, message);
    }
  }
  assert.equal(snapshot(), before);
});

test.run();
