import type { RowCopyStore } from '../store.ts';
import { keyPage, neutral, tableNamed } from '../tables.ts';
import type { PostgresConnection } from './connection.ts';

/** Whole tables read and written in values both engines read alike (tables.ts), on PostgreSQL: what `copy` moves. */
export function createPostgresRowCopy(db: PostgresConnection): RowCopyStore {
  return {
    async readRows(name, page) {
      const table = tableNamed(name);
      const columns = Object.entries(table.columns);
      const paged = keyPage(table, page, (n) => `$${n}`);
      // Names from the fixed list in tables.ts, never from input.
      const rows = await db.all<Record<string, unknown>>(
        `SELECT ${columns.map(([column]) => column).join(', ')} FROM ${table.name}${paged.sql}`,
        paged.params,
      );
      return rows.map((row) =>
        Object.fromEntries(columns.map(([column, kind]) => [column, neutral(kind, row[column])])),
      );
    },
    async writeRows(name, rows) {
      const table = tableNamed(name);
      const columns = Object.keys(table.columns);
      await db.transaction(async (client) => {
        // Several hundred rows a statement, well under PostgreSQL's 65535 parameters.
        for (let start = 0; start < rows.length; start += 500) {
          const chunk = rows.slice(start, start + 500);
          const values = chunk
            .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
            .join(', ');
          await client.query(
            `INSERT INTO ${table.name} (${columns.join(', ')}) VALUES ${values}`,
            chunk.flatMap((row) => columns.map((column) => row[column] ?? null)),
          );
        }
        // Ids given explicitly leave the identity behind: the next new row continues after the copied ones.
        if (table.identity && rows.length)
          await client.query(
            `SELECT setval(pg_get_serial_sequence('${table.name}', '${table.identity}'), (SELECT max(${table.identity}) FROM ${table.name}))`,
          );
      });
    },
  };
}
