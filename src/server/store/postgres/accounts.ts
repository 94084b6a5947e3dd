import { withAuthor } from '../author-ids.ts';
import { rowId } from '../row-id.ts';
import { toAccount, type AccountRow } from '../rows.ts';
import type { AccountStore, AuthorRule } from '../store.ts';
import type { PostgresConnection } from './connection.ts';

const ACCOUNT = 'a.id, a.name, a.email, a.avatar';

/** Accounts, their identities and sessions, and the rules that make some of them blogs' authors, on PostgreSQL. */
export function createPostgresAccounts(db: PostgresConnection): AccountStore {
  const toRule = (row: AuthorRule): AuthorRule => ({ issuer: row.issuer, claim: row.claim, value: row.value });
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
    async listIdentities(accountId) {
      return db.all<{ issuer: string; subject: string }>(
        'SELECT issuer, subject FROM identities WHERE account_id = $1 ORDER BY issuer, subject',
        [rowId(accountId)],
      );
    },
    async findAccountByIdentity(issuer, subject) {
      const row = await db.one<AccountRow>(
        `SELECT ${ACCOUNT} FROM identities i JOIN accounts a ON a.id = i.account_id WHERE i.issuer = $1 AND i.subject = $2`,
        [issuer, subject],
      );
      return row ? toAccount(row) : null;
    },
    async hasIdentityFrom(accountId, issuer) {
      return (
        (await db.one('SELECT 1 FROM identities WHERE account_id = $1 AND issuer = $2 LIMIT 1', [
          rowId(accountId),
          issuer,
        ])) !== undefined
      );
    },
    async linkIdentity(issuer, subject, accountId) {
      await db.query(
        'INSERT INTO identities (issuer, subject, account_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [issuer, subject, rowId(accountId)],
      );
    },
    async updateAccountProfile(accountId, { name, avatar }) {
      await db.query('UPDATE accounts SET name = $1, avatar = $2 WHERE id = $3', [name, avatar, rowId(accountId)]);
    },
    async listAuthorRules(issuer) {
      const rows = await db.all<AuthorRule & { blog_id: string }>(
        'SELECT blog_id, issuer, claim, value FROM blog_author_rules WHERE issuer = $1',
        [issuer],
      );
      return rows.map((row) => ({ ...toRule(row), blogId: String(row.blog_id) }));
    },
    async listBlogAuthorRules(blogId) {
      const rows = await db.all<AuthorRule>(
        'SELECT issuer, claim, value FROM blog_author_rules WHERE blog_id = $1 ORDER BY issuer, claim, value',
        [rowId(blogId)],
      );
      return rows.map(toRule);
    },
    async addAuthorRule(blogId, rule) {
      await db.query(
        'INSERT INTO blog_author_rules (blog_id, issuer, claim, value) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [rowId(blogId), rule.issuer, rule.claim, rule.value],
      );
    },
    async removeAuthorRule(blogId, rule) {
      return db.transaction(async (tx) => {
        const deleted = await tx.query(
          'DELETE FROM blog_author_rules WHERE blog_id = $1 AND issuer = $2 AND claim = $3 AND value = $4',
          [rowId(blogId), rule.issuer, rule.claim, rule.value],
        );
        const removed = (deleted.rowCount ?? 0) > 0;
        if (removed) await tx.query('UPDATE blogs SET author_ids = NULL WHERE id = $1', [rowId(blogId)]);
        return removed;
      });
    },
    async syncRuleAuthorship(accountId, issuer, blogIds) {
      const chosen = new Set(blogIds);
      await db.transaction(async (tx) => {
        // Each blog's row locked as it is read: two sign-ins changing one blog's authors take turns.
        const { rows } = await tx.query<{ id: string; author_ids: string | null }>(
          `SELECT id, author_ids FROM blogs WHERE id IN (SELECT blog_id FROM blog_author_rules WHERE issuer = $1)
           ORDER BY id FOR UPDATE`,
          [issuer],
        );
        for (const row of rows) {
          const next = withAuthor(row.author_ids, accountId, chosen.has(String(row.id)));
          if (next !== row.author_ids) await tx.query('UPDATE blogs SET author_ids = $1 WHERE id = $2', [next, row.id]);
        }
      });
    },
    async createSession(tokenHash, accountId, expiresAt, provider = null) {
      await db.query(
        'INSERT INTO sessions (token_hash, account_id, expires_at, issuer, id_token) VALUES ($1, $2, $3, $4, $5)',
        [tokenHash, rowId(accountId), expiresAt, provider?.issuer ?? null, provider?.idToken ?? null],
      );
    },
    async getSessionAccount(tokenHash, now) {
      const row = await db.one<AccountRow>(
        `SELECT ${ACCOUNT} FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash, now],
      );
      return row ? toAccount(row) : null;
    },
    async getSessionProvider(tokenHash) {
      const row = await db.one<{ issuer: string; id_token: string }>(
        'SELECT issuer, id_token FROM sessions WHERE token_hash = $1 AND issuer IS NOT NULL',
        [tokenHash],
      );
      return row ? { issuer: row.issuer, idToken: row.id_token } : null;
    },
    async deleteSession(tokenHash) {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}
