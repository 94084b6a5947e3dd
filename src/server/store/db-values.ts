/**
 * How values arrive from each engine, and the turn into the Store's shapes
 * that both rows.ts (a row into what the Store returns) and tables.ts (a row
 * into what `copy` moves) need: SQLite's INTEGER ids are numbers and
 * PostgreSQL's BIGINT strings, SQLite's flags 0/1 and PostgreSQL's booleans,
 * SQLite's times ISO 8601 text and PostgreSQL's Dates. Its own module, so
 * that neither of the two imports the other for it.
 */
export type DbId = number | string;
export type DbFlag = number | boolean;
export type DbTime = string | Date;

export const flag = (value: DbFlag): boolean => value === true || value === 1;
// SQLite's text is ISO 8601 already (strftime('%Y-%m-%dT%H:%M:%fZ')): only a Date needs turning.
export const time = (value: DbTime): string => (typeof value === 'string' ? value : value.toISOString());
export const idOrNull = (id: DbId | null): string | null => (id === null ? null : String(id));
