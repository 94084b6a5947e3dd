import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  ensureChromium,
  findChromium,
  findTestChromium,
} from '../../../scripts/chromium.mjs';

// A machine described by the executables it has; apt-get "installs" Debian's
// packages by adding what it was asked for, and every call to it is recorded.
const machine = (files: string[], env: Record<string, string> = {}, uid = 1000) => {
  const present = new Set(files);
  const calls: string[] = [];
  const logged: string[] = [];
  const deps = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (path: string) => present.has(path),
    uid,
    run: (command: string, args: string[]) => {
      calls.push(`${command} ${args.join(' ')}`);
      if (args[0] === 'install') {
        if (args.includes('chromium')) present.add(DEBIAN_CHROMIUM);
        if (args.includes('chromium-headless-shell')) present.add(DEBIAN_HEADLESS_SHELL);
      }
      return 0;
    },
    log: (line: string) => logged.push(line),
  };
  return { deps, calls, logged };
};

test('CHROMIUM_PATH comes first, even when Debian’s Chromium is there', () => {
  const { deps } = machine(['/opt/chrome/chrome', DEBIAN_CHROMIUM], { CHROMIUM_PATH: '/opt/chrome/chrome' });
  assert.is(findChromium(deps.env, deps.isExecutable), '/opt/chrome/chrome');
  assert.is(ensureChromium(deps), '/opt/chrome/chrome');
});

test('a CHROMIUM_PATH that is not there is an error naming it, not another browser', () => {
  const { deps, calls } = machine([DEBIAN_CHROMIUM], { CHROMIUM_PATH: '/opt/typo/chrome' }, 0);
  assert.is(findChromium(deps.env, deps.isExecutable), null);
  assert.throws(() => ensureChromium(deps), /CHROMIUM_PATH=\/opt\/typo\/chrome/);
  assert.equal(calls, []);
});

test('the tests drive Debian’s headless shell where it is installed; Lighthouse’s finder keeps the full browser', () => {
  const { deps } = machine([DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL]);
  assert.is(ensureChromium(deps), DEBIAN_HEADLESS_SHELL);
  assert.is(findTestChromium(deps.env, deps.isExecutable), DEBIAN_HEADLESS_SHELL);
  assert.is(findChromium(deps.env, deps.isExecutable), DEBIAN_CHROMIUM);
  const chosen = machine([DEBIAN_HEADLESS_SHELL, '/opt/chrome/chrome'], { CHROMIUM_PATH: '/opt/chrome/chrome' });
  assert.is(ensureChromium(chosen.deps), '/opt/chrome/chrome', 'CHROMIUM_PATH still comes first');
});

test('without CHROMIUM_PATH or the shell: /usr/bin/chromium, else the first chromium on PATH', () => {
  assert.is(ensureChromium(machine([DEBIAN_CHROMIUM, '/usr/local/bin/chromium']).deps), DEBIAN_CHROMIUM);
  assert.is(ensureChromium(machine(['/usr/local/bin/chromium', '/bin/chromium']).deps), '/usr/local/bin/chromium');
  assert.is(ensureChromium(machine(['/snap/bin/chromium'], { PATH: '/snap/bin' }).deps), '/snap/bin/chromium');
});

test('none found and not root: nothing is installed, and the message says how to get one', () => {
  const { deps, calls } = machine([]);
  assert.throws(
    () => ensureChromium(deps),
    (error: Error) => {
      assert.match(error.message, /^No Chromium found/);
      assert.match(error.message, /sudo apt-get install -y chromium chromium-headless-shell/);
      assert.match(error.message, /set CHROMIUM_PATH/);
      return true;
    },
  );
  assert.equal(calls, []);
});

test('none found as root: Debian’s chromium is installed, then its headless shell, which is used', () => {
  const { deps, calls, logged } = machine([], {}, 0);
  assert.is(ensureChromium(deps), DEBIAN_HEADLESS_SHELL);
  assert.equal(calls, ['apt-get update', 'apt-get install -y chromium', 'apt-get install -y chromium-headless-shell']);
  assert.match(logged.join('\n'), /Installing Debian chromium/);
});

test('as root where the packages have no headless shell: the full browser, and a line that says so', () => {
  const { deps, logged } = machine([], {}, 0);
  const run = (command: string, args: string[]) =>
    args.includes('chromium-headless-shell') ? 100 : deps.run(command, args);
  assert.is(ensureChromium({ ...deps, run }), DEBIAN_CHROMIUM);
  assert.match(logged.join('\n'), /chromium-headless-shell not installed: the tests run on chromium/);
});

test('a failing apt-get stops with its status', () => {
  const { deps } = machine([], {}, 0);
  assert.throws(() => ensureChromium({ ...deps, run: () => 100 }), /apt-get update failed \(100\)/);
});

test.run();
