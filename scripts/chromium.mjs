// Where the browser tests find Chromium: $CHROMIUM_PATH, else Debian's
// /usr/bin/chromium. Playwright cannot download its own browser everywhere,
// so the project uses the system one through `executablePath`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

/** Finds Chromium, installing Debian's package when running as root; otherwise says how to get one. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  if (process.getuid?.() !== 0)
    throw new Error('No Chromium found: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.');
  console.log('Installing Debian chromium for the browser tests…');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${run.status}).`);
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is missing.');
  return installed;
}
