import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import { toAccount, type AccountRow } from '../rows.ts';
import type { AccountStore } from '../store.ts';

/** Accounts and their sessions on SQLite. */
export function createSqliteAccounts(db: Database.Database): AccountStore {
  const q = {
    insertAccount: db.prepare('INSERT INTO accounts (name, email, password_hash, avatar) VALUES (?, ?, ?, ?)'),
    account: db.prepare('SELECT id, name, email, avatar, password_hash FROM accounts WHERE id = ?'),
    accountByEmail: db.prepare(
      'SELECT id, name, email, avatar, password_hash FROM accounts WHERE email = ? COLLATE NOCASE',
    ),
    insertSession: db.prepare('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES (?, ?, ?)'),
    session: db.prepare(
      `SELECT a.id, a.name, a.email, a.avatar, a.password_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    ),
    deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
  };

  return {
    async createAccount({ name, email, passwordHash, avatar = null }) {
      const id = q.insertAccount.run(name, email, passwordHash, avatar).lastInsertRowid;
      return toAccount(q.account.get(id) as AccountRow);
    },
    async getAccount(id) {
      const row = q.account.get(rowId(id)) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async findAccountByEmail(email) {
      const row = q.accountByEmail.get(email) as AccountRow | undefined;
      return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, accountId, expiresAt) {
      q.insertSession.run(tokenHash, rowId(accountId), expiresAt.toISOString());
    },
    async getSessionAccount(tokenHash, now) {
      const row = q.session.get(tokenHash, now.toISOString()) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async deleteSession(tokenHash) {
      q.deleteSession.run(tokenHash);
    },
  };
}
