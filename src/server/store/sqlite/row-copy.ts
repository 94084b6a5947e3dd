import type Database from 'better-sqlite3';
import type { RowCopyStore } from '../store.ts';
import { keyPage, neutral, tableNamed, type ColumnKind, type Row } from '../tables.ts';

/** Whole tables read and written in values both engines read alike (tables.ts), on SQLite: what `copy` moves. */
export function createSqliteRowCopy(db: Database.Database): RowCopyStore {
  return {
    async readRows(name, page) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      const paged = keyPage(table, page, () => '?');
      // Names from the fixed list in tables.ts, never from input.
      const rows = db
        .prepare(`SELECT ${columns.map(([column]) => column).join(', ')} FROM ${table.name}${paged.sql}`)
        .all(...paged.params.map((value) => (typeof value === 'boolean' ? Number(value) : value))) as Record<
        string,
        unknown
      >[];
      return rows.map((row) =>
        Object.fromEntries(columns.map(([column, kind]) => [column, neutral(kind, row[column])])),
      );
    },
    async writeRows(name, rows) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      const insert = db.prepare(
        `INSERT INTO ${table.name} (${columns.map(([column]) => column).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      const stored = (kind: ColumnKind, value: Row[string]) =>
        value === null ? null : kind === 'bool' ? (value ? 1 : 0) : value;
      db.transaction(() => {
        for (const row of rows) insert.run(...columns.map(([column, kind]) => stored(kind, row[column] ?? null)));
      })();
    },
  };
}
