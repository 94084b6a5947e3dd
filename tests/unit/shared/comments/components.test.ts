import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';

// Components read signals and call store actions; side effects
// (fetch, cookies, storage, popups, script tags, timers) live in adapters and
// api modules that stores receive. Checked on the source, so a component that
// starts fetching for itself fails here before it ships.
const dir = 'src/widgets/comments';
const components = [
  ...readdirSync('src/shared/comments/components').map((f) => `src/shared/comments/components/${f}`),
  ...readdirSync(`${dir}/interactive/form`)
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `${dir}/interactive/form/${f}`),
  `${dir}/comments-widget.tsx`,
  `${dir}/live-section.tsx`,
].filter((f) => f.endsWith('.tsx'));

test('there are components to check', () => {
  assert.ok(components.length >= 8, components.join());
});

test('no component imports an adapter or an API module, except for types', () => {
  for (const file of components) {
    const imports = [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map(
      (m) => m[1]!,
    );
    const effects = imports.filter((path) => /\/(adapters|api)\//.test(path));
    assert.equal(effects, [], file);
  }
});

test('no component calls fetch, storage, cookies or window.open itself', () => {
  for (const file of components) {
    const source = readFileSync(file, 'utf8');
    for (const call of [
      /\bfetch\(/,
      /localStorage|sessionStorage/,
      /document\.cookie/,
      /window\.open\(/,
      /createElement\(['"]script/,
    ])
      assert.not.match(source, call, `${file}: ${call}`);
  }
});

test.run();
