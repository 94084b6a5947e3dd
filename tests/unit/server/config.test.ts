import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../src/server/config.ts';

test('defaults: port 8080, loopback, the demo database, seeded', () => {
  assert.equal(readConfig({}), { port: 8080, host: '127.0.0.1', databaseUrl: 'sqlite:data/porchlight.db', seed: 'demo' });
});

test('PORT, HOST, DATABASE_URL and SEED=none are read', () => {
  assert.equal(readConfig({ PORT: '0', HOST: '0.0.0.0', DATABASE_URL: 'sqlite:/tmp/x.db', SEED: 'none' }), {
    port: 0,
    host: '0.0.0.0',
    databaseUrl: 'sqlite:/tmp/x.db',
    seed: 'none',
  });
});

test('bad settings fail with a clear message', () => {
  assert.throws(() => readConfig({ PORT: 'eighty' }), /PORT must be a port number/);
  assert.throws(() => readConfig({ PORT: '70000' }), /PORT/);
  assert.throws(() => readConfig({ SEED: 'lots' }), /SEED must be "demo" or "none"/);
});

test.run();
