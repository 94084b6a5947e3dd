import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { runAdmin } from '../../../../src/server/admin/commands.ts';
import { createPostgresStore, openPostgres } from '../../../../src/server/store/postgres.ts';
import { createSqliteStore, openSqlite } from '../../../../src/server/store/sqlite.ts';
import type { Store, WebhookFormat } from '../../../../src/server/store/store.ts';
import { ATTEMPT_OFFSETS_MS } from '../../../../src/server/webhooks/schedule.ts';
import { createWebhookWorker, type DeliveryCount } from '../../../../src/server/webhooks/worker.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { startReceiver, type Receiver } from '../../../helpers/webhook-receiver.ts';

// The worker against a receiver on 127.0.0.1 that verifies every signature, on both engines: retries on the
// schedule's clock (moved by the test, never waited for), a receiver down for a while, a day's retries given up
// and listed by the admin command, and each format's body. The worker is run a pass at a time here; the servers'
// own loop is tested in servers.test.ts.

const ENGINES = [
  {
    name: 'SQLite',
    async open() {
      const store = createSqliteStore(openSqlite('sqlite::memory:'));
      return { store, close: () => store.close() };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const database = await freshDatabase();
      const store = createPostgresStore(await openPostgres(database.url));
      return { store, close: async () => (await store.close(), await database.drop()) };
    },
  },
];

const PUBLIC_URL = 'https://comments.example.org';

for (const engine of ENGINES) {
  const test = suite(`webhook deliveries on ${engine.name}`);

  /** A seeded store, a receiver, a webhook of every event to it, and a worker on a clock the test moves. */
  const on =
    (body: (t: Harness) => Promise<void>, format: WebhookFormat = 'standard') =>
    async () => {
      const { store, close } = await engine.open();
      const receiver = await startReceiver();
      try {
        await seedDemo(store);
        const lines: string[] = [];
        await runAdmin(['webhooks', 'add', '--url', receiver.url, '--blog', '1', '--format', format], store, (line) =>
          lines.push(line),
        );
        receiver.trust(/secret: (whsec_\S+)/.exec(lines.join('\n'))![1]!);
        let clock = Date.now() + 1_000;
        const outcomes: DeliveryCount[] = [];
        const worker = createWebhookWorker({
          store,
          publicUrl: () => PUBLIC_URL,
          now: () => new Date(clock),
          onDelivery: (outcome) => outcomes.push(outcome),
          warn: (error) => {
            throw error;
          },
        });
        await body({ store, receiver, worker, outcomes, advance: (ms) => void (clock += ms) });
        await worker.dispose();
      } finally {
        await receiver.close();
        await close();
      }
    };
  interface Harness {
    store: Store;
    receiver: Receiver;
    worker: ReturnType<typeof createWebhookWorker>;
    outcomes: DeliveryCount[];
    advance(ms: number): void;
  }
  const post = (store: Store, body: string, email: string | null = 'writer@example.com') =>
    store.addComment({
      postId: '2',
      parentId: null,
      threadId: null,
      accountId: null,
      name: 'Hooked Writer',
      email,
      website: null,
      body,
      bodyTree: null,
      isVisible: true,
      addressHash: 'hash-of-the-address',
    });

  test(
    'a delivery is signed and verified, in the Standard Webhooks payload, without e-mail or address',
    on(async ({ store, receiver, worker, outcomes }) => {
      const comment = await post(store, 'Hello *there*');
      assert.is(await worker.runOnce(), 1);
      assert.is(await worker.runOnce(), 0, 'delivered: not sent again');
      const [got] = receiver.received;
      assert.ok(got!.verified, 'the signature holds under the secret printed once');
      assert.match(got!.id, /^msg_[0-9a-f]{32}$/);
      assert.ok(
        Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000) < 60,
        'signed at the real time',
      );
      assert.equal(
        { ...(got!.json as any), timestamp: 'x', data: { ...(got!.json as any).data, comment: 'x' } },
        {
          type: 'comment.posted',
          timestamp: 'x',
          data: {
            blog: { id: '1', name: 'Porchlight demo blog', url: `${PUBLIC_URL}/` },
            post: { id: '2', title: 'Sourdough at altitude', url: `${PUBLIC_URL}/posts/2` },
            comment: 'x',
          },
        },
      );
      const { comment: sent } = (got!.json as any).data;
      assert.equal(
        { ...sent, createdAt: 'x' },
        {
          id: comment.id,
          parent: null,
          author: { name: 'Hooked Writer' },
          text: 'Hello *there*',
          html: '<div class="pl-body"><p>Hello *there*</p></div>',
          status: 'visible',
          url: `${PUBLIC_URL}/posts/2#ob-comment-${comment.id}`,
          createdAt: 'x',
          editedAt: null,
        },
      );
      assert.not.match(got!.body, /writer@example\.com|hash-of-the-address/);
      assert.equal(outcomes, ['delivered']);
    }),
  );

  test(
    'fails twice (HTTP 500), then is taken: tried again at 5 s and 5 min on the clock, the same id each time',
    on(async ({ store, receiver, worker, outcomes, advance }) => {
      receiver.answer = (_, nth) => (nth <= 2 ? 500 : 204);
      await post(store, 'Third time lucky');
      assert.is(await worker.runOnce(), 1);
      assert.is(await worker.runOnce(), 0, 'not due again yet');
      advance(ATTEMPT_OFFSETS_MS[1]! - 1);
      assert.is(await worker.runOnce(), 0, 'not before 5 s');
      advance(1);
      assert.is(await worker.runOnce(), 1);
      advance(ATTEMPT_OFFSETS_MS[2]! - ATTEMPT_OFFSETS_MS[1]!);
      assert.is(await worker.runOnce(), 1);
      advance(ATTEMPT_OFFSETS_MS[7]!);
      assert.is(await worker.runOnce(), 0, 'delivered: never again');
      assert.is(receiver.received.length, 3);
      assert.ok(receiver.received.every((got) => got.verified));
      assert.is(new Set(receiver.received.map((got) => got.id)).size, 1, 'one message, three attempts');
      assert.equal(outcomes, ['retry', 'retry', 'delivered']);
      assert.equal((await store.listFailedDeliveries(null, { after: null, limit: 10 })).items, []);
    }),
  );

  test(
    'a receiver down for a while (connection refused) gets its deliveries once it is up',
    on(async ({ store, receiver, worker, outcomes, advance }) => {
      await receiver.down();
      await post(store, 'While it was down');
      await post(store, 'Still down');
      assert.is(await worker.runOnce(), 2);
      advance(ATTEMPT_OFFSETS_MS[1]!);
      assert.is(await worker.runOnce(), 2);
      assert.equal(outcomes, ['retry', 'retry', 'retry', 'retry']);
      await receiver.up();
      advance(ATTEMPT_OFFSETS_MS[2]! - ATTEMPT_OFFSETS_MS[1]!);
      assert.is(await worker.runOnce(), 2);
      assert.equal(receiver.received.map((got) => [(got.json as any).data.comment.text, got.verified]).sort(), [
        ['Still down', true],
        ['While it was down', true],
      ]);
      assert.equal(outcomes.slice(4), ['delivered', 'delivered']);
    }),
  );

  test(
    'a receiver failing for a day: the delivery is kept as failed, listed by the admin command, and retried by it',
    on(async ({ store, receiver, worker, outcomes, advance }) => {
      receiver.answer = () => 503;
      const comment = await post(store, 'Nobody listens');
      for (let attempt = 1; attempt < ATTEMPT_OFFSETS_MS.length; attempt++) {
        assert.is(await worker.runOnce(), 1, `attempt ${attempt}`);
        advance(ATTEMPT_OFFSETS_MS[attempt]! - ATTEMPT_OFFSETS_MS[attempt - 1]!);
      }
      assert.is(await worker.runOnce(), 1, 'the last attempt, a day on');
      advance(ATTEMPT_OFFSETS_MS.at(-1)!);
      assert.is(await worker.runOnce(), 0, 'given up');
      assert.is(receiver.received.length, ATTEMPT_OFFSETS_MS.length);
      assert.ok(receiver.received.every((got) => got.verified));
      assert.equal(outcomes, [...Array(ATTEMPT_OFFSETS_MS.length - 1).fill('retry'), 'failed']);
      const lines: string[] = [];
      const admin = (...argv: string[]) => runAdmin(argv, store, (line) => lines.push(line));
      await admin('webhooks', 'failed', '--blog', '1');
      const id = receiver.received[0]!.id;
      assert.equal(lines, [
        `${id}\twebhook 1\tcomment.posted\tcomment ${comment.id}\t${(await store.listFailedDeliveries(null, { after: null, limit: 1 })).items[0]!.createdAt}\t8 attempts\tHTTP 503`,
      ]);
      lines.length = 0;
      await admin('webhooks', 'failed', '--blog', (await store.createBlog({ name: 'Quiet', url: '/' })).id);
      assert.equal(lines, ['no failed deliveries']);
      lines.length = 0;
      receiver.answer = () => 200;
      await admin('webhooks', 'retry', id, 'msg_unknown');
      assert.equal(lines, [`retrying ${id}`, 'no failed delivery msg_unknown']);
      // Retried now, on the real clock: the worker's is a day and more ahead.
      assert.is(await worker.runOnce(), 1);
      assert.is(receiver.received.at(-1)!.id, id, 'the same message again');
      assert.is(outcomes.at(-1), 'delivered');
      lines.length = 0;
      await admin('webhooks', 'failed');
      assert.equal(lines, ['no failed deliveries']);
    }),
  );

  const chat = (format: WebhookFormat, check: (json: any, got: { headers: Record<string, unknown> }) => void) =>
    test(
      `the ${format} format: the body that service reads, with the Standard Webhooks headers all the same`,
      on(async ({ store, receiver, worker }) => {
        await post(store, 'Ping <!channel> @everyone & <b>you</b>\nsecond line');
        assert.is(await worker.runOnce(), 1);
        const [got] = receiver.received;
        assert.ok(got!.verified);
        check(got!.json, got!);
      }, format),
    );
  chat('slack', (json) => {
    assert.equal(Object.keys(json), ['text']);
    assert.ok(json.text.startsWith('New comment by Hooked Writer on “Sourdough at altitude” (Porchlight demo blog)\n'));
    assert.ok(json.text.includes('> Ping &lt;!channel&gt; @everyone &amp; &lt;b&gt;you&lt;/b&gt;\n> second line'));
    assert.match(json.text, /\n<https:\/\/comments\.example\.org\/posts\/2#ob-comment-\d+>$/);
  });
  chat('discord', (json) => {
    assert.equal(Object.keys(json).sort(), ['allowed_mentions', 'content']);
    assert.equal(json.allowed_mentions, { parse: [] }, 'no mention in a comment pings anyone');
    assert.ok(json.content.includes('> Ping <!channel> @everyone & <b>you</b>\n> second line'));
    assert.match(json.content, /\n<https:\/\/comments\.example\.org\/posts\/2#ob-comment-\d+>$/);
  });

  test('the telegram format: sendMessage to the chat its address names', async () => {
    const { store, close } = await engine.open();
    const receiver = await startReceiver();
    try {
      await seedDemo(store);
      const lines: string[] = [];
      const admin = (...argv: string[]) => runAdmin(argv, store, (line) => lines.push(line));
      await admin(
        'webhooks',
        'add',
        '--url',
        `${receiver.url}/bot123:abc/sendMessage?chat_id=-100200`,
        '--format',
        'telegram',
      );
      receiver.trust(/secret: (whsec_\S+)/.exec(lines.join('\n'))![1]!);
      const worker = createWebhookWorker({ store, publicUrl: () => PUBLIC_URL, warn: () => {} });
      await post(store, 'For the channel');
      assert.is(await worker.runOnce(), 1);
      const [got] = receiver.received;
      assert.ok(got!.verified);
      assert.equal((got!.json as any).chat_id, '-100200');
      assert.equal((got!.json as any).link_preview_options, { is_disabled: true });
      assert.match(
        (got!.json as any).text,
        /^New comment by Hooked Writer on “Sourdough at altitude” \(Porchlight demo blog\)\n\nFor the channel\n\nhttps:\/\/comments\.example\.org\/posts\/2#ob-comment-\d+$/,
      );
      await worker.dispose();
    } finally {
      await receiver.close();
      await close();
    }
  });

  test.run();
}
