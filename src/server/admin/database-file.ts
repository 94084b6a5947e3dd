import Database from 'better-sqlite3';
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MIGRATIONS } from '../store/migrations.ts';
import { createSqliteStore, migrate, sqlitePath } from '../store/sqlite.ts';
import { AdminError } from './admin-error.ts';
import { sumLines, tableSums } from './table-sums.ts';

/**
 * `backup FILE` and `restore FILE` on SQLite (docs/self-hosting.md "Backups"): a consistent copy of the database
 * file while the server serves and writes, and that copy put back in its place in one rename. On PostgreSQL
 * the database's own tools do this; the commands say which, word for word.
 */

/** The schema version this code brings a database to. */
const LATEST = Math.max(...MIGRATIONS.map(({ version }) => version));

/** sqlite3_backup_step's pages per step: all of them, so the copy is one read of one snapshot (see backupSqlite). */
const ALL_PAGES = 0x7fffffff;

/** The documented commands (docs/self-hosting.md "Backups"), with the file named. */
export const pgDumpCommand = (file: string) =>
  `pg_dump --format=custom --file=${quoted(file)} --dbname="$DATABASE_URL"`;
export const pgRestoreCommand = (file: string) =>
  `pg_restore --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" ${quoted(file)}`;

const quoted = (file: string) => (/^[\w./-]+$/.test(file) ? file : `'${file.replaceAll("'", `'\\''`)}'`);

/** The SQLite file DATABASE_URL names, or why these commands cannot copy it. */
function sqliteFile(databaseUrl: string, command: 'backup' | 'restore', file: string): string {
  if (/^postgres(ql)?:/.test(databaseUrl))
    throw new AdminError(
      command === 'backup'
        ? `DATABASE_URL is PostgreSQL: back it up with its own tool, ${pgDumpCommand(file)} (docs/self-hosting.md "Backups")`
        : `DATABASE_URL is PostgreSQL: restore into a new, empty database with ${pgRestoreCommand(file)} (docs/self-hosting.md "Backups")`,
    );
  let path: string;
  try {
    path = sqlitePath(databaseUrl);
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  if (path === ':memory:') throw new AdminError(`an in-memory database has no file to ${command}`);
  return path;
}

/** The schema version of a Porchlight database; null for any other file, SQLite or not. */
function porchlightVersion(db: Database.Database): number | null {
  try {
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    return version > 0 && ['blogs', 'posts', 'comments', 'accounts'].every((name) => tables.has(name)) ? version : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') return null;
    throw error;
  }
}

/** `PRAGMA integrity_check`'s first finding, or null when the file is whole. */
function damage(db: Database.Database): string | null {
  const found = db.pragma('integrity_check', { simple: true }) as string;
  return found === 'ok' ? null : found;
}

/** The lines that end both commands: each table's rows and SHA-256, the same for a backup and its restore. */
async function printSums(db: Database.Database, verb: string, print: (line: string) => void) {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version !== LATEST)
    return print(`${verb}; schema version ${version}, this Porchlight's is ${LATEST}: no table checksums`);
  const all = sumLines(await tableSums(createSqliteStore(db)));
  for (const line of all.tables) print(line);
  print(`${verb}: ${all.rows} rows in ${all.tables.length} tables, sha256 ${all.sha256}`);
}

/**
 * SQLite's online backup of DATABASE_URL's file into FILE, a new file, while servers go on reading and writing
 * it. All pages are copied in one step, one read transaction: in WAL mode that reads one snapshot and blocks no
 * writer (a backup in small steps starts again whenever another connection writes, and may never end under
 * steady writes). The copy is written beside FILE, checked (`PRAGMA integrity_check`), made a single file
 * (no -wal to carry along) and only then given FILE's name, which must be free: a backup never replaces one.
 */
export async function backupSqlite(databaseUrl: string, file: string, print: (line: string) => void) {
  const path = sqliteFile(databaseUrl, 'backup', file);
  if (!existsSync(path)) throw new AdminError(`no database at ${path}`);
  if (existsSync(file)) throw new AdminError(`${file} exists: a backup never replaces a file; name a new one`);
  if (!existsSync(dirname(file))) throw new AdminError(`no folder ${dirname(file)} for ${file}`);
  const source = new Database(path, { fileMustExist: true, timeout: 5000 });
  const partial = join(dirname(file), `.${basename(file)}.partial-${process.pid}`);
  try {
    if (porchlightVersion(source) === null) throw new AdminError(`${path} is not a Porchlight database`);
    await source.backup(partial, { progress: () => ALL_PAGES });
    const copy = new Database(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
      const found = damage(copy);
      if (found) throw new AdminError(`the copy of ${path} is damaged (integrity_check: ${found}); no backup was made`);
      // Linked, not renamed: a file given FILE's name meanwhile is never replaced.
      linkSync(partial, file);
      await printSums(copy, `backed up ${path} to ${file}`, print);
    } finally {
      copy.close();
    }
  } finally {
    source.close();
    rmSync(partial, { force: true });
  }
}

/**
 * The database file at `path` held for a restore: no other process may have it open (SQLite's exclusive
 * locking mode takes the whole file, which fails while any other connection holds it), it must be a
 * Porchlight database, and its WAL is folded into it and removed (journal mode DELETE), so that no -wal of
 * the old database is left to be read with the new one. Closed once the new file has taken its name.
 */
function holdForRestore(path: string): Database.Database {
  const db = new Database(path, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    try {
      db.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_BUSY')
        throw new AdminError(`${path} is open in another process (a running server?): stop it, then restore`);
      if (code !== 'SQLITE_NOTADB') throw error;
    }
    if (porchlightVersion(db) === null)
      throw new AdminError(
        `${path} is not a Porchlight database: restore replaces only one (move it away, or set DATABASE_URL to a new file)`,
      );
    db.exec('COMMIT');
    db.pragma('journal_mode = DELETE');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * FILE, a backup, in the place of DATABASE_URL's file. The backup is copied beside the database, checked
 * (a Porchlight database of this version or older, whole), brought to this version's schema and closed in
 * WAL mode with no -wal; the database it replaces must be one no process holds open; then one rename puts it
 * in place. Cut short at any point, the old database is whole (its WAL folded into it) or the new one is.
 */
export async function restoreSqlite(databaseUrl: string, file: string, print: (line: string) => void) {
  const path = sqliteFile(databaseUrl, 'restore', file);
  if (!existsSync(file)) throw new AdminError(`no file ${file}`);
  mkdirSync(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.restoring-${process.pid}`);
  let held: Database.Database | null = null;
  try {
    copyFileSync(file, temp);
    const restored = new Database(temp, { fileMustExist: true });
    try {
      const version = porchlightVersion(restored);
      if (version === null) throw new AdminError(`${file} is not a Porchlight database`);
      if (version > LATEST)
        throw new AdminError(
          `${file} was made by a newer Porchlight (schema version ${version}; this one knows up to ${LATEST}): restore it with that version or a later one`,
        );
      const found = damage(restored);
      if (found) throw new AdminError(`${file} is damaged (integrity_check: ${found})`);
      restored.pragma('journal_mode = WAL');
      restored.pragma('foreign_keys = ON');
      if (migrate(restored) !== version) print(`${file}: schema version ${version} brought to ${LATEST}`);
    } finally {
      restored.close();
    }
    if (existsSync(path)) held = holdForRestore(path);
    else if (existsSync(`${path}-wal`))
      throw new AdminError(`${path}-wal is there without ${path}: move it away, then restore`);
    rmSync(`${path}-shm`, { force: true });
    renameSync(temp, path);
  } catch (error) {
    if (error instanceof AdminError) error.message += '; nothing was restored';
    throw error;
  } finally {
    held?.close();
    for (const leftover of [temp, `${temp}-wal`, `${temp}-shm`]) rmSync(leftover, { force: true });
  }
  const db = new Database(path, { fileMustExist: true });
  try {
    await printSums(db, `restored ${file} to ${path}`, print);
  } finally {
    db.close();
  }
}
