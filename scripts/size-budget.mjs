// Size report and budgets: raw, gzip and brotli bytes per output, and the
// totals a page downloads for a given set of entries (an entry's chunks
// included). Pure functions over file contents, so the checker is tested
// without building anything.
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

/** @param {Uint8Array|string} contents */
export function measure(contents) {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** `widgets/chunks/*` matches `widgets/chunks/chunk-ABC.js`; the first matching key wins. */
export function budgetFor(file, budgets) {
  for (const [pattern, budget] of Object.entries(budgets)) {
    const re = new RegExp(
      `^${pattern
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    if (re.test(file)) return budget;
  }
  return null;
}

/**
 * @param {Record<string, {raw:number,gzip:number,brotli:number}>} sizes  per output file
 * @param {Record<string, string[]>} closures  per entry output: itself and every chunk it imports statically
 * @param {{outputs: Record<string, {gzip?:number,brotli?:number}>, pages?: Record<string, {entries:string[],gzip?:number,brotli?:number}>}} config
 * @returns {{rows: Array<{name:string,raw:number,gzip:number,brotli:number,budget:object|null,over:string[]}>, failures: string[]}}
 */
export function checkBudgets(sizes, closures, config) {
  const rows = [];
  const failures = [];
  const judge = (name, size, budget) => {
    const over = [];
    if (!budget) failures.push(`${name}: no budget in dist-size.json`);
    else
      for (const unit of ['gzip', 'brotli'])
        if (budget[unit] !== undefined && size[unit] > budget[unit]) over.push(unit);
    for (const unit of over) failures.push(`${name}: ${size[unit]} B ${unit} is over its budget of ${budget[unit]} B`);
    rows.push({ name, ...size, budget, over });
  };
  for (const [file, size] of Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)))
    judge(file, size, budgetFor(file, config.outputs));
  for (const [page, budget] of Object.entries(config.pages || {})) {
    const files = new Set(budget.entries.flatMap((entry) => closures[entry] || [entry]));
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const file of files) {
      if (!sizes[file]) failures.push(`page "${page}": ${file} was not built`);
      else for (const unit of Object.keys(total)) total[unit] += sizes[file][unit];
    }
    judge(`page: ${page}`, total, budget);
  }
  return { rows, failures };
}

export function formatTable(rows) {
  const head = ['output', 'raw', 'gzip', 'brotli', 'budget gzip', 'budget br', ''];
  const body = rows.map((r) => [
    r.name,
    r.raw,
    r.gzip,
    r.brotli,
    r.budget?.gzip ?? '-',
    r.budget?.brotli ?? '-',
    r.over.length ? `OVER (${r.over.join(', ')})` : r.budget ? 'ok' : 'NO BUDGET',
  ]);
  const widths = head.map((h, i) => Math.max(String(h).length, ...body.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
