import { rowId } from '../row-id.ts';
import { toAccount, type AccountRow } from '../rows.ts';
import type { AccountStore } from '../store.ts';
import type { PostgresConnection } from './connection.ts';

/** Accounts and their sessions on PostgreSQL. */
export function createPostgresAccounts(db: PostgresConnection): AccountStore {
  return {
    async createAccount({ name, email, passwordHash, avatar = null }) {
      return toAccount(
        (await db.one<AccountRow>(
          'INSERT INTO accounts (name, email, password_hash, avatar) VALUES ($1, $2, $3, $4) RETURNING id, name, email, avatar',
          [name, email, passwordHash, avatar],
        ))!,
      );
    },
    async getAccount(id) {
      const row = await db.one<AccountRow>('SELECT id, name, email, avatar FROM accounts WHERE id = $1', [rowId(id)]);
      return row ? toAccount(row) : null;
    },
    async findAccountByEmail(email) {
      const row = await db.one<AccountRow>(
        'SELECT id, name, email, avatar, password_hash FROM accounts WHERE lower(email) = lower($1)',
        [email],
      );
      return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, accountId, expiresAt) {
      await db.query('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
        tokenHash,
        rowId(accountId),
        expiresAt,
      ]);
    },
    async getSessionAccount(tokenHash, now) {
      const row = await db.one<AccountRow>(
        'SELECT a.id, a.name, a.email, a.avatar FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2',
        [tokenHash, now],
      );
      return row ? toAccount(row) : null;
    },
    async deleteSession(tokenHash) {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}
