import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Webhook } from 'standardwebhooks';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { AdminError, runAdmin } from '../../../../src/server/admin/commands.ts';
import { shownUrl } from '../../../../src/server/admin/webhooks.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';

// `npm run admin -- webhooks …` (docs/self-hosting.md "Webhooks"): what an operator types and reads. Deliveries
// themselves, failed ones listed and retried, are in tests/unit/server/webhooks/worker.test.ts.

async function setup() {
  const store = createSqliteStore(openSqlite('sqlite::memory:'));
  await seedDemo(store);
  const lines: string[] = [];
  const admin = (...argv: string[]) => runAdmin(argv, store, (line) => lines.push(line));
  return { store, lines, admin };
}

test('add prints the secret once, a usable Standard Webhooks one; list shows the receivers without it; remove', async () => {
  const { store, lines, admin } = await setup();
  await admin('webhooks', 'list');
  assert.equal(lines, ['no webhooks']);
  lines.length = 0;
  await admin('webhooks', 'add', '--url', 'https://hooks.example.org/porchlight');
  await admin(
    'webhooks',
    'add',
    '--url',
    'https://hooks.slack.com/services/T0001/B0002/abcdefghijklmnopqrstuvwx',
    '--blog',
    '1',
    '--events',
    'comment.held,comment.posted,comment.held',
    '--format',
    'slack',
  );
  assert.equal(lines[0], 'webhook 1: https://hooks.example.org/porchlight (every blog, every event, standard)');
  const secret = /^secret: (whsec_[A-Za-z0-9+/=]+) \(shown once/.exec(lines[1]!)![1]!;
  const signed = new Webhook(secret).sign('msg_1', new Date(), '{}');
  assert.match(signed, /^v1,/, 'the package takes it as a secret');
  assert.equal(
    lines[2],
    'webhook 2: https://hooks.slack.com/services/T0001/B0002/abcd… (blog 1, comment.held,comment.posted, slack)',
  );
  assert.is.not(lines[3], lines[1], 'each its own secret');
  lines.length = 0;
  await admin('webhooks', 'list');
  assert.equal(lines, [
    'webhook 1: https://hooks.example.org/porchlight (every blog, every event, standard)',
    'webhook 2: https://hooks.slack.com/services/T0001/B0002/abcd… (blog 1, comment.held,comment.posted, slack)',
  ]);
  assert.not.ok(lines.join('\n').includes('whsec_'), 'no secret listed');
  lines.length = 0;
  await admin('webhooks', 'remove', '1');
  assert.equal(lines, ['removed webhook 1']);
  assert.equal(
    (await store.listWebhooks()).map((hook) => hook.id),
    ['2'],
  );
});

test('a chat address is listed shortened: its token never on the terminal again', () => {
  assert.is(
    shownUrl('https://api.telegram.org/bot123456:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage?chat_id=-100123'),
    'https://api.telegram.org/bot1…/sendMessage',
  );
  assert.is(
    shownUrl('https://discord.com/api/webhooks/1234567890123/secret-token-here'),
    'https://discord.com/api/webhooks/1234…/secr…',
  );
  assert.is(shownUrl('http://127.0.0.1:8080/hook'), 'http://127.0.0.1:8080/hook');
});

test('bad input is one clear line and changes nothing', async () => {
  const { store, admin } = await setup();
  await admin('webhooks', 'add', '--url', 'http://127.0.0.1:9/kept');
  const cases: [string[], RegExp][] = [
    [['webhooks'], /^webhooks takes add, list, remove, failed or retry$/],
    [['webhooks', 'frob'], /^webhooks takes add, list, remove, failed or retry \(got "frob"\)$/],
    [['webhooks', 'add'], /^--url is required$/],
    [['webhooks', 'add', '--url', 'not an address'], /^--url must be an http\(s\) address$/],
    [['webhooks', 'add', '--url', 'ftp://files.example.org/'], /^--url must be an http\(s\) address$/],
    [
      ['webhooks', 'add', '--url', 'https://user:pass@hooks.example.org/'],
      /^--url cannot carry a user name or password$/,
    ],
    [
      ['webhooks', 'add', '--url', 'https://hooks.example.org/', '--events', 'comment.posted,comment.liked'],
      /^--events takes comment\.posted, .*comment\.edited \(got "comment\.liked"\)$/,
    ],
    [['webhooks', 'add', '--url', 'https://hooks.example.org/', '--events', ''], /^--events takes /],
    [
      ['webhooks', 'add', '--url', 'https://hooks.example.org/', '--format', 'teams'],
      /^--format must be one of standard, slack, discord, telegram$/,
    ],
    [
      ['webhooks', 'add', '--url', 'https://api.telegram.org/bot1:x/sendMessage', '--format', 'telegram'],
      /^--format telegram needs the chat in the address/,
    ],
    [['webhooks', 'add', '--url', 'https://hooks.example.org/', '--blog', '9'], /^no blog 9$/],
    [['webhooks', 'remove'], /^webhooks remove needs a webhook id$/],
    [['webhooks', 'remove', '7'], /^no webhook 7$/],
    [['webhooks', 'retry'], /^webhooks retry needs at least one delivery id$/],
  ];
  for (const [argv, message] of cases) {
    try {
      await admin(...argv);
      assert.unreachable(argv.join(' '));
    } catch (error) {
      assert.instance(error, AdminError);
      assert.match((error as Error).message, message);
      assert.not.ok((error as Error).message.includes('\n'), 'one line');
    }
  }
  assert.equal(
    (await store.listWebhooks()).map((hook) => hook.url),
    ['http://127.0.0.1:9/kept'],
  );
});

test.run();
