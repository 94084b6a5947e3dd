// Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's
// headless shell (/usr/bin/chromium-headless-shell), else Debian's
// /usr/bin/chromium, else a `chromium` on PATH. Playwright cannot download
// its own browser everywhere, so the project uses the system one through
// `executablePath`. PATH counts because .ci/run skips installing Chromium
// when `chromium` is on PATH: the two must agree on what "found" means.
//
// The headless shell is the same Chromium's engine without the browser
// around it, the build Playwright itself drives for headless tests: the
// suite is bound by CPU (docs/contributing.md "Where the time goes"), and
// Chromium's own share of it fell by 30 % on the shell.
// The full browser stays for Lighthouse (bench/lighthouse.bench.ts), which
// measures a page as a reader's browser loads it.
import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's package for the tests' browser, and the optional one for its headless shell (.ci/run does the same). */
const PACKAGE = 'chromium';
const SHELL_PACKAGE = 'chromium-headless-shell';

/** How the tests start Chromium: no sandbox (root in CI), no GPU, and nothing that reaches the network by itself. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isExecutableFile = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * What the finder looks at, so its decisions can be tested without the
 * machine's own Chromium: the environment, a file test, the user id, and how
 * to run apt-get.
 */
const system = () => ({
  env: process.env,
  isExecutable: isExecutableFile,
  uid: process.getuid?.(),
  run: (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status,
  log: (line) => console.log(line),
});

/** The Chromium to drive, or null. A CHROMIUM_PATH that is set is the only answer: a typo should not silently pick another browser. */
export function findChromium(env = process.env, isExecutable = isExecutableFile) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'chromium');
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** The Chromium the tests drive: CHROMIUM_PATH as above, else Debian's headless shell, else the full browser. */
export function findTestChromium(env = process.env, isExecutable = isExecutableFile) {
  if (!env.CHROMIUM_PATH && isExecutable(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium(env, isExecutable);
}

/** Finds the tests' Chromium, installing Debian's packages when running as root; otherwise says how to get one. */
export function ensureChromium(deps = {}) {
  const { env, isExecutable, uid, run, log } = { ...system(), ...deps };
  const found = findTestChromium(env, isExecutable);
  if (found) return found;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.`);
  if (uid !== 0)
    throw new Error(
      `No Chromium found: install it (sudo apt-get install -y ${PACKAGE} ${SHELL_PACKAGE}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  log(`Installing Debian ${PACKAGE} for the browser tests…`);
  const aptGet = (args) => run('apt-get', args, { ...env, DEBIAN_FRONTEND: 'noninteractive' });
  for (const args of [['update'], ['install', '-y', PACKAGE]]) {
    const status = aptGet(args);
    if (status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${status}).`);
  }
  // The lighter shell where the machine's packages have it; without it the tests run on the full browser.
  if (aptGet(['install', '-y', SHELL_PACKAGE]) !== 0)
    log(`${SHELL_PACKAGE} not installed: the tests run on ${PACKAGE}.`);
  const installed = findTestChromium(env, isExecutable);
  if (!installed) throw new Error(`apt-get installed chromium but ${DEBIAN_CHROMIUM} is missing.`);
  return installed;
}
