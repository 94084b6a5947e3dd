import { readFileSync, readdirSync } from 'node:fs';
import { measure } from '../scripts/size-budget.mjs';

/**
 * What a reader downloads, against published peers' embed sizes (gzip).
 * Ours are measured now from dist/; theirs are the figures the issues cite.
 */
const PEERS: Record<string, number> = { 'Remark42 counter': 1024, 'Commento (whole embed)': 14_300, 'Isso (whole embed)': 22_000 };

export async function run(): Promise<void> {
  const gzip = (file: string) => measure(readFileSync(`dist/widgets/${file}`)).gzip;
  const countPage = gzip('loader.js') + gzip('comment-count.js');
  console.log(`| what | gzip bytes |\n|---|---:|`);
  for (const file of readdirSync('dist/widgets').filter((f) => f.endsWith('.js'))) console.log(`| ${file} | ${gzip(file)} |`);
  console.log(`| page with comment counts only (loader + count) | ${countPage} |`);
  for (const [peer, bytes] of Object.entries(PEERS)) console.log(`| ratio to ${peer} (${bytes} B) | ${(countPage / bytes).toFixed(2)} |`);
}
