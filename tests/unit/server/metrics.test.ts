import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type PorchlightServer } from '../../../src/server/create-server.ts';
import { demoSite } from '../../../src/demo/site.ts';
import { DEMO_ACCOUNTS } from '../../../src/demo/seed.ts';
import { postgresConfig } from '../../../src/server/store/postgres.ts';
import { memoryApp } from '../../helpers/memory-app.ts';
import { freshDatabase } from '../../helpers/postgres.ts';
import { startSmtp } from '../../helpers/smtp.ts';
import { until } from '../../helpers/until.ts';

// The server's metrics (docs/self-hosting.md "Metrics"): a real server on a port, on each engine, is driven
// through what readers and the blog's author do, and its /metrics is read before and after each act: every
// counter moves by what the act did, no more.

const TOKEN = 'metrics-token-0123456789abcdef0123456789abcdef';
const BEARER = { authorization: `Bearer ${TOKEN}` };

/** The metrics as read: each series (its name and its labels, sorted) to its value. */
type Series = Map<string, number>;

const seriesKey = (name: string, labels: Record<string, string> = {}) =>
  `${name}{${Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, value]) => `${label}=${JSON.stringify(value)}`)
    .join(',')}}`;

/** Prometheus's text format, as much of it as the server writes: `# ` lines, then `name{labels} value`. */
function parse(text: string): Series {
  const series: Series = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    assert.ok(match, `a line Prometheus reads: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, label, value]) => [label!, value!]),
    );
    series.set(seriesKey(match[1]!, labels), Number(match[3]));
  }
  return series;
}

async function scrape(url: string, headers: Record<string, string> = BEARER): Promise<Series> {
  const response = await fetch(url, { headers });
  assert.is(response.status, 200, await response.clone().text());
  assert.is(response.headers.get('cache-control'), 'no-store');
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return parse(await response.text());
}

/** What `act` moved: each series after it, less before it (a series that was not there counts from 0). */
async function moved(url: string, act: () => Promise<void>) {
  const before = await scrape(url);
  await act();
  const after = await scrape(url);
  return (name: string, labels: Record<string, string> = {}) => {
    const key = seriesKey(name, labels);
    return (after.get(key) ?? 0) - (before.get(key) ?? 0);
  };
}

const ADD = `mutation Add($comment: String!, $token: String, $user: CommentUserInput!, $notify: Boolean) {
  addComment(postID: "2", locale: en, comment: $comment, recaptcha: $token, user: $user, notifyReplies: $notify) { id isVisible }
}`;
const LIKE = 'mutation Like($id: ID!) { likeComment(commentID: $id, locale: en) { likes } }';
const PREVIEW = 'query { commentPreview(comment: "a *preview*", locale: en) }';
const LIST = 'query { comments(postID: "2", locale: en) { edges { node { id } } } }';

let tokens = 0;
const token = (kind: 'pass' | 'fail') => `standin.${kind}.${Date.now()}.token${++tokens}abcdefgh`;

/** A server as `porchlight serve` makes it, with metrics for a bearer of TOKEN and mail to `smtpUrl`. */
async function started(databaseUrl: string, env: Record<string, string> = {}) {
  const server = await createServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      // Comments with a link wait for the author; the others are shown at once.
      DEMO_MODERATION: 'links',
      DEMO_CAPTCHA: 'on',
      ROBOT_CHECK: 'standin',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
      ...env,
    },
    demo: demoSite,
  });
  const url = await server.listen();
  const post = (path: string, body: string, type: string, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: { 'content-type': type, origin: url, cookie },
    });
  const api = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await post('/comments/graphql', JSON.stringify({ query, variables }), 'application/json');
    return { status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } };
  };
  return { server, url, metrics: `${url}/metrics`, post, api };
}

/** Everything the server counts, moved by what a reader and the author do, on one engine. */
async function countsWhatIsDone(databaseUrl: string, engine: 'sqlite' | 'postgres') {
  const smtp = await startSmtp();
  const { server, url, metrics, post, api } = await started(databaseUrl, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Blog <blog@example.org>',
    RATE_LIMIT_PREVIEWS: '1',
  });
  try {
    const writer = { name: 'Ada', email: 'ada@example.org' };
    const ids: Record<string, string> = {};

    // Two comments shown, two held (a link), one refused by the robot check: each proof checked once.
    let by = await moved(metrics, async () => {
      for (const [name, comment] of [
        ['shown', 'A first thought.'],
        ['other', 'A second thought.'],
        ['held', 'See https://example.org for more.'],
        ['rejectable', 'And www.example.org too.'],
      ] as const) {
        const { status, body } = await api(ADD, { comment, token: token('pass'), user: writer });
        assert.is(status, 200, JSON.stringify(body));
        assert.is(body.data.addComment.isVisible, name === 'shown' || name === 'other', name);
        ids[name] = body.data.addComment.id;
      }
      const refused = await api(ADD, { comment: 'A robot?', token: token('fail'), user: writer });
      assert.ok(refused.body.errors, 'the failed proof is refused');
    });
    assert.is(by('porchlight_comments_total', { event: 'posted' }), 4);
    assert.is(by('porchlight_comments_total', { event: 'held' }), 2);
    assert.is(by('porchlight_robot_check_proofs_total', { verdict: 'ok' }), 4);
    assert.is(by('porchlight_robot_check_proofs_total', { verdict: 'invalid' }), 1);
    assert.is(by('porchlight_http_requests_total', { method: 'POST', route: '/comments/graphql', status: '200' }), 5);
    assert.is(by('porchlight_http_request_duration_seconds_count', { method: 'POST', route: '/comments/graphql' }), 5);
    // Each call timed where the store is called, on either engine.
    assert.is(by('porchlight_database_call_duration_seconds_count', { call: 'addComment' }), 2);
    assert.is(by('porchlight_database_call_duration_seconds_count', { call: 'addHeldComment' }), 2);

    // The author approves one and rejects the other, through the moderation page.
    const signIn = await post(
      '/comments/en/fetch/user',
      new URLSearchParams(DEMO_ACCOUNTS.author).toString(),
      'application/x-www-form-urlencoded',
    );
    assert.is(signIn.status, 303);
    const author = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    by = await moved(metrics, async () => {
      for (const [action, id] of [
        ['approve', ids.held!],
        ['reject', ids.rejectable!],
      ]) {
        const done = await post(
          '/comments/en/moderation?blogID=1',
          new URLSearchParams({ action, commentID: id }).toString(),
          'application/x-www-form-urlencoded',
          author,
        );
        assert.is(done.status, 303);
        assert.match(done.headers.get('location') ?? '', action === 'approve' ? /done=approved/ : /done=rejected/);
      }
    });
    assert.is(by('porchlight_comments_total', { event: 'approved' }), 1);
    assert.is(by('porchlight_comments_total', { event: 'rejected' }), 1);
    assert.is(by('porchlight_comments_total', { event: 'posted' }), 0);
    assert.is(
      by('porchlight_http_requests_total', { method: 'POST', route: '/comments/:locale/moderation', status: '303' }),
      2,
    );

    // A vote, and a preview past its allowance of one a minute.
    by = await moved(metrics, async () => {
      assert.is((await api(LIKE, { id: ids.shown })).body.data.likeComment.likes, 1);
      assert.is((await api(PREVIEW)).status, 200);
      assert.is((await api(PREVIEW)).status, 429);
    });
    assert.is(by('porchlight_votes_total', { action: 'like' }), 1);
    assert.is(by('porchlight_votes_total', { action: 'dislike' }), 0);
    assert.is(by('porchlight_rate_limit_refusals_total', { allowance: 'previews' }), 1);
    assert.is(by('porchlight_rate_limit_refusals_total', { allowance: 'changes' }), 0);
    assert.is(by('porchlight_http_requests_total', { method: 'POST', route: '/comments/graphql', status: '429' }), 1);

    // The same anonymous read three times: kept from its second asking, sent from the cache the third.
    by = await moved(metrics, async () => {
      for (let i = 0; i < 3; i++) assert.is((await api(LIST)).status, 200);
    });
    assert.is(by('porchlight_cache_lookups_total', { cache: 'answers', result: 'miss' }), 2);
    assert.is(by('porchlight_cache_lookups_total', { cache: 'answers', result: 'hit' }), 1);

    // A section asked for until it comes from what is kept (on PostgreSQL, once the store listens for changes):
    // every asking is one lookup, and only the last a hit.
    let asked = 0;
    by = await moved(metrics, async () => {
      await until(
        async () => {
          asked++;
          const response = await fetch(`${url}/comments/html?postID=2&locale=en`);
          assert.is(response.status, 200);
          await response.text();
          const hits = (await scrape(metrics)).get(
            seriesKey('porchlight_cache_lookups_total', { cache: 'sections', result: 'hit' }),
          );
          return hits! > 0;
        },
        { what: 'a section sent from what is kept' },
      );
    });
    assert.ok(asked >= 3, String(asked));
    assert.is(by('porchlight_cache_lookups_total', { cache: 'sections', result: 'hit' }), 1);
    assert.is(by('porchlight_cache_lookups_total', { cache: 'sections', result: 'miss' }), asked - 1);
    assert.is(by('porchlight_http_requests_total', { method: 'GET', route: '/comments/html', status: '200' }), asked);

    // A reply mail's confirmation, sent; then one the mail server is no longer there to take.
    const mailed = async (outcome: string) =>
      (await scrape(metrics)).get(seriesKey('porchlight_mail_deliveries_total', { outcome }))!;
    assert.equal([await mailed('sent'), await mailed('failed')], [0, 0]);
    const notified = await api(ADD, { comment: 'Tell me.', token: token('pass'), user: writer, notify: true });
    assert.is(notified.body.errors, undefined, JSON.stringify(notified.body.errors));
    await smtp.arrived(1);
    await until(async () => (await mailed('sent')) === 1, { what: 'the mail counted as sent' });
    await smtp.stop();
    const other = { name: 'Bo', email: 'bo@example.org' };
    await api(ADD, { comment: 'Me too.', token: token('pass'), user: other, notify: true });
    await until(async () => (await mailed('failed')) === 1, { what: 'the mail counted as failed' });
    assert.is(await mailed('sent'), 1);

    // An address no route has is counted under one label, whatever it was.
    by = await moved(metrics, async () => {
      for (const path of ['/no/such/page', '/another/one?x=1']) assert.is((await fetch(`${url}${path}`)).status, 404);
    });
    assert.is(by('porchlight_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }), 2);

    // The database's connections, read as they are at rest; Node's own metrics, the event loop's lag among them.
    const now = await scrape(metrics);
    const max = engine === 'postgres' ? postgresConfig(databaseUrl).max! : 1;
    assert.is(now.get(seriesKey('porchlight_database_connections_max')), max);
    assert.is(now.get(seriesKey('porchlight_database_connections', { state: 'busy' })), 0);
    const idle = now.get(seriesKey('porchlight_database_connections', { state: 'idle' }))!;
    assert.ok(idle >= 1 && idle <= max, `${idle} idle of ${max}`);
    assert.is(now.get(seriesKey('porchlight_database_waiting_calls')), 0);
    assert.ok(now.has(seriesKey('nodejs_eventloop_lag_seconds')));
    assert.ok(now.has(seriesKey('nodejs_eventloop_lag_p99_seconds')));
    assert.is(now.get(seriesKey('porchlight_webhook_deliveries_total', { outcome: 'delivered' })), 0);
  } finally {
    await server.close();
    await smtp.stop().catch(() => {});
  }
}

test('on SQLite, each counter moves by what was done: comments, votes, proofs, refusals, caches, mail, requests', async () => {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-metrics-'));
  try {
    await countsWhatIsDone(`sqlite:${join(dir, 'metrics.db')}`, 'sqlite');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('on PostgreSQL, the same, and the pool’s connections as they are', async () => {
  const database = await freshDatabase();
  try {
    await countsWhatIsDone(database.url, 'postgres');
  } finally {
    await database.drop();
  }
});

test('/metrics on the server’s port: 401 without the token or with another, never cached, outside every allowance', async () => {
  const { server, url, metrics } = await started('sqlite::memory:', { RATE_LIMIT_READ_COST: '1' });
  try {
    const refusedHeaders: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
      { authorization: 'Bearer ' },
    ];
    for (const headers of refusedHeaders) {
      const refused = await fetch(metrics, { headers });
      assert.is(refused.status, 401, JSON.stringify(headers));
      assert.is(refused.headers.get('cache-control'), 'no-store');
      assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer/);
      assert.not.match(await refused.text(), /porchlight_/);
    }
    // Far past an allowance of reads that lets one through a minute.
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(metrics, { headers: BEARER })));
    assert.equal([...new Set(answers.map((answer) => answer.status))], [200]);
    await Promise.all(answers.map((answer) => answer.text()));
    assert.is(server.metricsAddress(), null, 'no listener of its own without METRICS_PORT');
    assert.is((await fetch(`${url}/healthz`)).status, 200);
  } finally {
    await server.close();
  }
});

test('without METRICS_TOKEN or METRICS_PORT there is no /metrics at all', async () => {
  const { app, close } = await memoryApp();
  try {
    for (const headers of [{}, BEARER]) assert.is((await app.inject({ url: '/metrics', headers })).statusCode, 404);
  } finally {
    await close();
  }
  const server: PorchlightServer = await createServer({
    env: { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', SEED: 'none', LOG_LEVEL: 'silent' },
  });
  try {
    const url = await server.listen();
    assert.is((await fetch(`${url}/metrics`, { headers: BEARER })).status, 404);
    assert.is(server.metricsAddress(), null);
  } finally {
    await server.close();
  }
});

test('METRICS_PORT serves /metrics on its own port without a token, and nothing else; the server’s port has none', async () => {
  const { server, url, api } = await started('sqlite::memory:', {
    METRICS_TOKEN: '',
    METRICS_PORT: '0',
    DEMO_CAPTCHA: 'off',
  });
  try {
    const own = server.metricsAddress()!;
    assert.match(own, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    assert.is.not(new URL(own).port, new URL(url).port);
    assert.is((await fetch(`${url}/metrics`, { headers: BEARER })).status, 404);
    const by = await moved(own, async () => {
      const { body } = await api(ADD, { comment: 'Counted on the other port.', user: { name: 'Cy' } });
      assert.is(body.data.addComment.isVisible, true);
    });
    assert.is(by('porchlight_comments_total', { event: 'posted' }), 1);
    assert.is(by('porchlight_http_requests_total', { method: 'POST', route: '/comments/graphql', status: '200' }), 1);
    const elsewhere = await fetch(own.replace('/metrics', '/healthz'));
    assert.is(elsewhere.status, 404);
    await elsewhere.text();
  } finally {
    await server.close();
  }
  // Closed with the server: the port refuses.
  await fetch(server.metricsAddress()!).then(
    () => assert.unreachable('the metrics port still answers'),
    () => {},
  );
});

test('a METRICS_PORT already taken stops the start, naming the setting, and leaves nothing listening', async () => {
  const { createServer: createHttpServer } = await import('node:http');
  const taken = createHttpServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  const server = await createServer({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite::memory:',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      METRICS_PORT: String(port),
    },
  });
  try {
    await server.listen().then(
      () => assert.unreachable('it started on a port already taken'),
      (error: Error) => assert.match(error.message, new RegExp(`^METRICS_PORT ${port} on 127\\.0\\.0\\.1 cannot be`)),
    );
    assert.is(server.app.server.listening, false, 'the server’s own port is closed again');
  } finally {
    await server.close().catch(() => {});
    await new Promise((resolve) => taken.close(resolve));
  }
});

test('a server’s metrics are its own: two in one process count apart', async () => {
  const first = await started('sqlite::memory:', { DEMO_CAPTCHA: 'off' });
  const second = await started('sqlite::memory:', { DEMO_CAPTCHA: 'off' });
  try {
    const by = await moved(second.metrics, async () => {
      const { body } = await first.api(ADD, { comment: 'Only on the first.', user: { name: 'Di' } });
      assert.is(body.data.addComment.isVisible, true);
    });
    assert.is(by('porchlight_comments_total', { event: 'posted' }), 0);
    assert.is((await scrape(first.metrics)).get(seriesKey('porchlight_comments_total', { event: 'posted' })), 1);
  } finally {
    await first.server.close();
    await second.server.close();
  }
});

test.run();
