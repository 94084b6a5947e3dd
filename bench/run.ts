/**
 * `npm run bench`: every benchmark part, each reporting ratios measured in
 * one run (never timed assertions). Parts live beside this file as
 * `*.bench.ts` and export `run(): Promise<void>`; they run in name order.
 */
import { readdirSync } from 'node:fs';

const parts = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
for (const part of parts) {
  console.log(`\n## ${part.replace('.bench.ts', '')}`);
  const { run } = (await import(`./${part}`)) as { run: () => Promise<void> };
  await run();
}
