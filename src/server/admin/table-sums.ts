import { createHash } from 'node:crypto';
import type { RowCopyStore } from '../store/store.ts';
import { tableSum, TABLES, type Row } from '../store/tables.ts';

/** Rows read (and written) at a time: what a copy or a sum holds is a page, whatever the table's size. */
export const COPY_PAGE = 5_000;

/** Every row of a table, a page at a time, in key order. */
export async function* tablePages(store: RowCopyStore, table: string): AsyncGenerator<Row[]> {
  for (let after: Row | null = null; ;) {
    const page = await store.readRows(table, { after, limit: COPY_PAGE });
    if (page.length) yield page;
    if (page.length < COPY_PAGE) return;
    after = page.at(-1)!;
  }
}

export interface TableSum {
  table: string;
  rows: number;
  sha256: string;
}

/**
 * Each table's row count and SHA-256 (tables.ts `tableSum`), read a page at a time: equal on two databases of
 * either engine that hold the same data. What `backup` and `restore` print, and what their tests compare.
 */
export async function tableSums(store: RowCopyStore): Promise<TableSum[]> {
  const sums: TableSum[] = [];
  for (const table of TABLES) {
    const sum = tableSum(table);
    for await (const page of tablePages(store, table.name)) sum.add(page);
    sums.push({ table: table.name, rows: sum.rows(), sha256: sum.digest() });
  }
  return sums;
}

/** The lines `copy`, `backup` and `restore` print: a table's count and SHA-256, then one checksum for all. */
export function sumLines(sums: TableSum[]): { tables: string[]; rows: number; sha256: string } {
  return {
    tables: sums.map(({ table, rows, sha256 }) => `${table}\t${rows} rows\tsha256 ${sha256}`),
    rows: sums.reduce((total, { rows }) => total + rows, 0),
    sha256: createHash('sha256')
      .update(sums.map(({ sha256 }) => sha256).join('\n'))
      .digest('hex'),
  };
}
