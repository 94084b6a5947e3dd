import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type PorchlightServer } from '../../../src/server/create-server.ts';
import { createServer as createPackageServer } from '../../../src/server-package/server.ts';
import { demoSite } from '../../../src/demo/site.ts';

// The demo blog is mounted where it is asked for and nowhere else: by `npm start` (demoByDefault), and by the
// package's entries with SEED=demo. A deployment serves the API and the server's own small pages alone.

const env = (seed: string) => ({ DATABASE_URL: 'sqlite::memory:', SEED: seed, LOG_LEVEL: 'silent' });

async function answers(server: PorchlightServer) {
  try {
    const [home, post, states, widgets] = await Promise.all(
      ['/', '/posts/1', '/examples/states', '/widgets/loader.js'].map(
        async (url) => (await server.app.inject({ method: 'GET', url })).statusCode,
      ),
    );
    return { home, post, states, widgets };
  } finally {
    await server.close();
  }
}

test('a deployment without SEED=demo serves no demo page, though it was handed the demo', async () => {
  const served = await answers(await createServer({ env: env('none'), demo: demoSite }));
  assert.equal({ home: served.home, post: served.post, states: served.states }, { home: 404, post: 404, states: 404 });
  assert.is(served.widgets, 200, 'the server itself answers');
});

test('SEED=demo mounts the demo and seeds it', async () => {
  const served = await answers(await createServer({ env: env('demo'), demo: demoSite }));
  assert.equal({ home: served.home, post: served.post, states: served.states }, { home: 200, post: 200, states: 200 });
});

test('npm start (demoByDefault) mounts the demo on an empty database too', async () => {
  const served = await answers(await createServer({ env: env('none'), demo: demoSite, demoByDefault: true }));
  assert.is(served.home, 200);
  assert.is(served.post, 404, 'nothing was seeded');
});

test('SEED=demo without the demo is refused before the database opens, saying why', async () => {
  try {
    await createServer({ env: env('demo') });
    assert.unreachable('a server without the demo was made for SEED=demo');
  } catch (error) {
    // What `porchlight serve`, made without the demo, says too: where the demo is.
    assert.match(String(error), /^Error: SEED=demo: this server never seeds the demo blog, .* the demo is `npm start`/);
  }
});

test('porchlight/server hands the demo over: mounted with SEED=demo, absent without', async () => {
  assert.is((await answers(await createPackageServer({ env: env('demo') }))).home, 200);
  assert.is((await answers(await createPackageServer({ env: env('none') }))).home, 404);
});

test.run();
