// Runs the uvu test files named on the command line in this one process, as `uvu DIR PATTERN` runs the
// files it finds: scripts/test.mjs hands each worker the files it schedules, by name.
//   node --import tsx scripts/uvu-files.mjs tests/browser/loader.test.ts [more files…]
import { resolve } from 'node:path';
import { run } from 'uvu/run';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node --import tsx scripts/uvu-files.mjs FILE…');
  process.exit(2);
}
await run(
  files.map((file) => ({ name: file, file: resolve(file) })),
  {},
);
// Every test has ended. A process that still runs now holds something a test left open (a server, a
// browser, a timer): a run would wait on it for ever, so it fails instead, and says so.
setTimeout(() => {
  console.error(
    `\n${files.join(', ')}: still running 30 s after the last test; something a test started was left open:`,
    process.getActiveResourcesInfo().join(', '),
  );
  process.exit(1);
}, 30_000).unref();
