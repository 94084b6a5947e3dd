import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations.ts';
import { createSqliteAccounts } from './sqlite/accounts.ts';
import { createSqliteBlogs } from './sqlite/blogs.ts';
import { createSqliteChanges } from './sqlite/changes.ts';
import { createSqliteCommentLists } from './sqlite/comment-lists.ts';
import { createSqliteCommentRows } from './sqlite/comment-rows.ts';
import { createSqliteComments } from './sqlite/comments.ts';
import { createSqliteLimits } from './sqlite/limits.ts';
import { createSqliteModeration } from './sqlite/moderation.ts';
import { createSqliteReaderData } from './sqlite/reader-data.ts';
import { createSqliteRejected } from './sqlite/rejected.ts';
import { createSqliteOutbox } from './sqlite/outbox.ts';
import { createSqliteReplyMail } from './sqlite/reply-mail.ts';
import { createSqliteRowCopy } from './sqlite/row-copy.ts';
import { createSqliteVotes } from './sqlite/votes.ts';
import { createSqliteWebhooks } from './sqlite/webhooks.ts';
import type { Store } from './store.ts';

/** `sqlite:data/porchlight.db` → `data/porchlight.db`; `sqlite::memory:` → in memory. */
export function sqlitePath(databaseUrl: string): string {
  const match = /^sqlite:(.+)$/.exec(databaseUrl);
  if (!match) throw new Error(`DATABASE_URL must look like sqlite:path/to/file.db (got "${databaseUrl}")`);
  return match[1]!;
}

export function migrate(db: Database.Database, migrations: Migration[] = MIGRATIONS): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const { version, sql, rebuildsTables } of migrations) {
    if (version <= current) continue;
    // Set outside the transaction: inside one, SQLite ignores it.
    const keysOn = db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        const broken = rebuildsTables ? (db.pragma('foreign_key_check') as { table: string }[]) : [];
        if (broken.length) throw new Error(`migration ${version} broke a foreign key of ${broken[0]!.table}`);
        db.pragma(`user_version = ${version}`);
      })();
    } finally {
      if (rebuildsTables && keysOn) db.pragma('foreign_keys = ON');
    }
  }
  return db.pragma('user_version', { simple: true }) as number;
}

export function openSqlite(databaseUrl: string): Database.Database {
  const path = sqlitePath(databaseUrl);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers go on while a comment is written; foreign keys keep threads whole.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // What is deleted or overwritten is zeroed on its page, not left in free space: a forgotten reader's rows must not
  // linger in the file (docs/self-hosting.md "Readers' data"). It costs writes little: the page is written anyway.
  db.pragma('secure_delete = ON');
  migrate(db);
  return db;
}

/**
 * The Store on SQLite: one part per aggregate (the sqlite folder), each
 * preparing its own statements on the one connection, whose transactions
 * (`db.transaction`) are the parts' only way to make several statements one.
 */
export function createSqliteStore(db: Database.Database): Store {
  const comments = createSqliteCommentRows(db);
  // The webhooks' outbox, which the comment writes fill in their transactions and the worker empties.
  const outbox = createSqliteOutbox(db);
  return {
    ...createSqliteBlogs(db),
    ...createSqliteCommentLists(db),
    ...createSqliteComments(db, comments, outbox),
    ...createSqliteModeration(db, comments, outbox),
    ...createSqliteRejected(db, outbox),
    ...createSqliteReplyMail(db),
    ...createSqliteVotes(db),
    ...createSqliteAccounts(db),
    ...createSqliteLimits(db),
    ...createSqliteRowCopy(db),
    ...createSqliteReaderData(db, outbox),
    ...createSqliteChanges(db),
    ...createSqliteWebhooks(db, outbox),
    async schema() {
      return {
        applied: db.pragma('user_version', { simple: true }) as number,
        expected: Math.max(...MIGRATIONS.map(({ version }) => version)),
      };
    },
    // Calls run one at a time on the one connection, synchronously: between them it is idle, and none waits.
    async connections() {
      const open = db.open ? 1 : 0;
      return { open, idle: open, waiting: 0, max: 1 };
    },
    async close() {
      db.close();
    },
  };
}
