import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../../../src/demo/seed.ts';
import { demoSite } from '../../../../src/demo/site.ts';
import { runAdmin } from '../../../../src/server/admin/commands.ts';
import { createServer, type PorchlightServer } from '../../../../src/server/create-server.ts';
import { openStore } from '../../../../src/server/store/open.ts';
import { createWebhookWorker } from '../../../../src/server/webhooks/worker.ts';
import { ADD_COMMENT } from '../../../helpers/documents.ts';
import { freshDatabase } from '../../../helpers/postgres.ts';
import { until } from '../../../helpers/until.ts';
import { startReceiver, type Receiver } from '../../../helpers/webhook-receiver.ts';

// Webhooks from running servers (createServer, listening on 127.0.0.1): a comment's answer never waits for a
// receiver, however slow; and two instances on one PostgreSQL database send each event once between them.

const serverOn = async (databaseUrl: string) => {
  const server = await createServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      DEMO_CAPTCHA: 'off',
      DEMO_MODERATION: 'off',
      LOG_LEVEL: 'silent',
    },
    demo: demoSite,
  });
  return { server, url: await server.listen() };
};

/** A webhook of every event on every blog, registered as an operator does, its secret trusted by the receiver. */
async function register(databaseUrl: string, receiver: Receiver) {
  const store = await openStore(databaseUrl);
  const lines: string[] = [];
  await runAdmin(['webhooks', 'add', '--url', receiver.url], store, (line) => lines.push(line));
  await store.close();
  receiver.trust(/secret: (whsec_\S+)/.exec(lines.join('\n'))![1]!);
}

/** Deliveries by status, as the database holds them. */
async function statuses(databaseUrl: string) {
  const store = await openStore(databaseUrl);
  try {
    const failed = (await store.listFailedDeliveries(null, { after: null, limit: 100 })).items.length;
    return { pending: (await store.nextDeliveryDue()) !== null, failed };
  } finally {
    await store.close();
  }
}

const post = (url: string, n: number) =>
  fetch(`${url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      query: ADD_COMMENT,
      variables: { comment: `Comment ${n}`, locale: 'en', postID: String((n % 5) + 1), user: { name: `Writer ${n}` } },
    }),
    // A bound, not a wait: an answer that waited for the held delivery would never come, and fails here.
    signal: AbortSignal.timeout(30_000),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }));

test('a slow receiver never slows a comment: answered while the receiver holds an earlier delivery', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-webhooks-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const receiver = await startReceiver();
  let server: PorchlightServer | undefined;
  try {
    const running = await serverOn(databaseUrl);
    server = running.server;
    await register(databaseUrl, receiver);
    let release!: () => void;
    const released = new Promise<number>((resolve) => (release = () => resolve(204)));
    receiver.answer = () => released;
    const first = await post(running.url, 1);
    assert.is(first.status, 200);
    assert.ok(first.body.data.addComment.id, 'the first comment answered, its delivery not (the receiver holds it)');
    await receiver.arrived(1);
    // The receiver holds the first delivery, unanswered: a second comment answers all the same.
    const second = await post(running.url, 2);
    assert.is(second.status, 200);
    assert.ok(second.body.data.addComment.id);
    assert.is(receiver.received.length, 1, 'the second delivery waits behind the held one, not the comment');
    assert.equal(await statuses(databaseUrl), { pending: true, failed: 0 });
    release();
    await receiver.arrived(2);
    await until(async () => !(await statuses(databaseUrl)).pending, { what: 'both delivered', timeout: 10_000 });
    assert.equal(
      receiver.received.map((got) => [(got.json as any).type, (got.json as any).data.comment.text, got.verified]),
      [
        ['comment.posted', 'Comment 1', true],
        ['comment.posted', 'Comment 2', true],
      ],
    );
  } finally {
    await server?.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two instances on one PostgreSQL database: every event delivered once, whichever instance wrote it', async () => {
  const database = await freshDatabase();
  const receiver = await startReceiver();
  const servers: PorchlightServer[] = [];
  try {
    const a = await serverOn(database.url);
    servers.push(a.server);
    const b = await serverOn(database.url);
    servers.push(b.server);
    await register(database.url, receiver);
    const comments = 24;
    const answers = await Promise.all(Array.from({ length: comments }, (_, n) => post(n % 2 ? a.url : b.url, n)));
    assert.ok(answers.every((answer) => answer.status === 200 && answer.body.data.addComment.id));
    // An event written by neither instance (the admin command's), found by their looks for due deliveries.
    const store = await openStore(database.url);
    await runAdmin(['delete', answers[0]!.body.data.addComment.id], store, () => {});
    await store.close();
    await receiver.arrived(comments + 1);
    await until(async () => !(await statuses(database.url)).pending, {
      what: 'every event delivered',
      timeout: 20_000,
    });
    assert.is(receiver.received.length, comments + 1, 'none sent twice');
    assert.is(new Set(receiver.received.map((got) => got.id)).size, comments + 1);
    assert.ok(receiver.received.every((got) => got.verified));
    assert.equal(
      receiver.received.map((got) => (got.json as any).data.comment.text).sort(),
      // The deletion's event names the comment without its words (docs/self-hosting.md "Readers' data").
      [...Array.from({ length: comments }, (_, n) => `Comment ${n}`), ''].sort(),
    );
    assert.equal(
      receiver.received.filter((got) => (got.json as any).type === 'comment.deleted').length,
      1,
      "the admin's deletion, told once",
    );
  } finally {
    for (const server of servers) await server.close();
    await receiver.close();
    await database.drop();
  }
});

test('a server that stops cuts an attempt short, and leaves the delivery to be tried again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-webhooks-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const receiver = await startReceiver();
  try {
    const { server, url } = await serverOn(databaseUrl);
    await register(databaseUrl, receiver);
    // Never answered: only the stop ends the attempt.
    receiver.answer = () => new Promise<number>(() => {});
    assert.is((await post(url, 1)).status, 200);
    await receiver.arrived(1);
    await server.close();
    const store = await openStore(databaseUrl);
    const [left] = await store.claimDeliveries({
      by: 'test',
      now: new Date(Date.now() + 60_000),
      leaseMs: 1,
      limit: 10,
    });
    await store.close();
    assert.equal(
      [left!.id, left!.attempts, left!.status, left!.lastError],
      [receiver.received[0]!.id, 1, 'pending', 'cut short: the server stopped'],
    );
  } finally {
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two workers on one SQLite file, each on its own connection as two processes would be: each event sent once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-webhooks-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const receiver = await startReceiver();
  const [one, two] = [await openStore(databaseUrl), await openStore(databaseUrl)];
  try {
    await seedDemo(one);
    await register(databaseUrl, receiver);
    const events = 25;
    for (let n = 0; n < events; n++)
      await one.addComment({
        postId: '1',
        parentId: null,
        threadId: null,
        accountId: null,
        name: `Writer ${n}`,
        email: null,
        website: null,
        body: `Comment ${n}`,
        isVisible: true,
      });
    const workers = [one, two].map((store) =>
      createWebhookWorker({
        store,
        publicUrl: () => 'http://127.0.0.1',
        warn: (error) => {
          throw error;
        },
      }),
    );
    // Both pass at once, again and again, each claiming while the other's attempts are in flight.
    for (let pass = 0; pass < 10 && (await one.nextDeliveryDue()) !== null; pass++)
      await Promise.all(workers.map((worker) => worker.runOnce()));
    assert.is(await one.nextDeliveryDue(), null, 'all sent');
    assert.is(receiver.received.length, events, 'none sent twice');
    assert.is(new Set(receiver.received.map((got) => got.id)).size, events);
    assert.ok(receiver.received.every((got) => got.verified));
    for (const worker of workers) await worker.dispose();
  } finally {
    await one.close();
    await two.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
