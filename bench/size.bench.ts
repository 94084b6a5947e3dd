import { readFileSync } from 'node:fs';

/**
 * What a reader downloads, against the published gzip sizes of peers that
 * the issues cite. Ours come from the build's own report (dist/size-report.json):
 * each page is its entries plus every chunk they import, so shared chunks count.
 * A ratio below 1 is lighter than the peer.
 */
interface Row {
  name: string;
  gzip: number;
}

const COMPARISONS: { page: string; peers: Record<string, number> }[] = [
  { page: 'a page with only comment counts', peers: { 'Remark42 counter': 1024 } },
  {
    page: 'a page with only comment counts, rendered on the server (loader only)',
    peers: { 'Remark42 counter': 1024 },
  },
  {
    page: 'a post page reading server-rendered comments (loader, comments-read, comments.css)',
    peers: { 'Commento (whole embed)': 14_300, 'Isso (whole embed)': 22_000, 'Remark42 (whole embed)': 65_000 },
  },
  {
    page: "the default embed, the README's first snippet: a post page fetching its comments as HTML (loader, widgets.css, comments-fetch, comments-read, comments.css)",
    peers: { 'Commento (whole embed)': 14_300, 'Isso (whole embed)': 22_000, 'Remark42 (whole embed)': 65_000 },
  },
  {
    page: 'a post page reading comments (loader, runtime, comments, css, one locale)',
    peers: { 'Commento (whole embed)': 14_300, 'Isso (whole embed)': 22_000, 'Remark42 (whole embed)': 65_000 },
  },
  { page: 'a home page with last comments', peers: { 'Remark42 last comments': 21_000 } },
  { page: 'a post page with share and print', peers: { 'Shariff (share only)': 22_000 } },
  {
    page: 'a page with the tags carousel and dropdown',
    peers: { 'Embla core (carousel only)': 7_200, 'Glide (carousel only)': 8_000 },
  },
  { page: 'a page with a slideshow and an audio player', peers: { 'Plyr (player only, with its CSS)': 38_000 } },
];

export async function run(): Promise<void> {
  const rows: Row[] = JSON.parse(readFileSync('dist/size-report.json', 'utf8'));
  const gzip = (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`size report has no row "${name}": rebuild, or update bench/size.bench.ts`);
    return row.gzip;
  };
  console.log('| what | gzip bytes |\n|---|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${row.gzip} |`);
  console.log('\n| our page | gzip bytes | peer | peer gzip bytes | ratio |\n|---|---:|---|---:|---:|');
  for (const { page, peers } of COMPARISONS)
    for (const [peer, bytes] of Object.entries(peers))
      console.log(
        `| ${page} | ${gzip(`page: ${page}`)} | ${peer} | ${bytes} | ${(gzip(`page: ${page}`) / bytes).toFixed(2)} |`,
      );
}
