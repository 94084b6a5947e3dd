import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTING_NAMES, unknownSettings } from '../../../src/server/unknown-settings.ts';

/** The server's sources: src/server and the package's command and entry. */
const sources = ['src/server', 'src/server-package'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ file: join(dir, file), text: readFileSync(join(dir, file), 'utf8') })),
);

test('every variable the server reads is a known setting, and none is read past readConfig', () => {
  const read = new Set<string>();
  for (const { text } of sources)
    for (const match of text.matchAll(
      /\benv\.([A-Z][A-Z0-9_]*)|\(env, '([A-Z][A-Z0-9_]*)'|\benv\['([A-Z][A-Z0-9_]*)'\]/g,
    ))
      read.add(match[1] ?? match[2] ?? match[3]!);
  assert.ok(read.size > 25, [...read].join(' '));
  assert.equal([...read].filter((name) => !(SETTING_NAMES as readonly string[]).includes(name)).sort(), []);
  // …and every known one is read: a name in the list that nothing reads would be a warning never given.
  assert.equal(
    SETTING_NAMES.filter((name) => !read.has(name)),
    [],
  );
  // The environment itself is read in one place (readConfig, through createServer, migrate, admin), never a variable of it elsewhere.
  // (The documents test checks the same names against docs/self-hosting.md "Configuration".)
  const direct = sources.filter(({ text }) => /process\.env(\.|\[)/.test(text)).map(({ file }) => file);
  assert.equal(direct, []);
});

test('the settings read and the environment of others pass without a word', () => {
  assert.equal(
    unknownSettings({
      PORT: '8080',
      DATABASE_URL: 'sqlite::memory:',
      OVERLOAD_HEAP_MB: '512',
      OIDC_PROVIDERS: 'staff,key-cloak',
      OIDC_STAFF_ISSUER: 'https://id.example.org',
      OIDC_KEY_CLOAK_CLIENT_ID: 'porchlight',
      PATH: '/usr/bin',
      HOSTNAME: 'web-1',
      NODE_ENV: 'production',
      PGPASSWORD: 'x',
      HOME: '/root',
      UNSET: undefined,
    }),
    [],
  );
});

test('a misspelt setting, one of our families the server does not read, an orphan provider variable: one line each', () => {
  assert.equal(
    unknownSettings({
      SHUTDOWN_SECOND: '30',
      DATABSE_URL: 'postgres://x',
      RATE_LIMIT_VOTES: '5',
      PORCHLIGHT_PORT: '80',
      OIDC_PROVIDERS: 'staff',
      OIDC_GITHUB_CLIENT_ID: 'x',
    }),
    [
      'DATABSE_URL is not a Porchlight setting and is ignored: did you mean DATABASE_URL?',
      'OIDC_GITHUB_CLIENT_ID is ignored: OIDC_PROVIDERS lists no provider it belongs to',
      'PORCHLIGHT_PORT is not a Porchlight setting and is ignored (docs/self-hosting.md "Configuration")',
      'RATE_LIMIT_VOTES is not a Porchlight setting and is ignored (docs/self-hosting.md "Configuration")',
      'SHUTDOWN_SECOND is not a Porchlight setting and is ignored: did you mean SHUTDOWN_SECONDS?',
    ],
  );
});

test.run();
