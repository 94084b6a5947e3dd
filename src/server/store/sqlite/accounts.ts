import type Database from 'better-sqlite3';
import { withAuthor } from '../author-ids.ts';
import { rowId } from '../row-id.ts';
import { toAccount, type AccountRow } from '../rows.ts';
import type { AccountStore, AuthorRule } from '../store.ts';

/** Accounts, their identities and sessions, and the rules that make some of them blogs' authors, on SQLite. */
export function createSqliteAccounts(db: Database.Database): AccountStore {
  const q = {
    insertAccount: db.prepare('INSERT INTO accounts (name, email, password_hash, avatar) VALUES (?, ?, ?, ?)'),
    account: db.prepare('SELECT id, name, email, avatar, password_hash FROM accounts WHERE id = ?'),
    accountByEmail: db.prepare(
      'SELECT id, name, email, avatar, password_hash FROM accounts WHERE email = ? COLLATE NOCASE',
    ),
    accountByIdentity: db.prepare(
      `SELECT a.id, a.name, a.email, a.avatar, a.password_hash FROM identities i JOIN accounts a ON a.id = i.account_id
       WHERE i.issuer = ? AND i.subject = ?`,
    ),
    identityFrom: db.prepare('SELECT 1 FROM identities WHERE account_id = ? AND issuer = ? LIMIT 1'),
    identities: db.prepare('SELECT issuer, subject FROM identities WHERE account_id = ? ORDER BY issuer, subject'),
    linkIdentity: db.prepare('INSERT OR IGNORE INTO identities (issuer, subject, account_id) VALUES (?, ?, ?)'),
    updateProfile: db.prepare('UPDATE accounts SET name = ?, avatar = ? WHERE id = ?'),
    rulesOfIssuer: db.prepare('SELECT blog_id, issuer, claim, value FROM blog_author_rules WHERE issuer = ?'),
    rulesOfBlog: db.prepare(
      'SELECT issuer, claim, value FROM blog_author_rules WHERE blog_id = ? ORDER BY issuer, claim, value',
    ),
    addRule: db.prepare('INSERT OR IGNORE INTO blog_author_rules (blog_id, issuer, claim, value) VALUES (?, ?, ?, ?)'),
    removeRule: db.prepare(
      'DELETE FROM blog_author_rules WHERE blog_id = ? AND issuer = ? AND claim = ? AND value = ?',
    ),
    clearAuthors: db.prepare('UPDATE blogs SET author_ids = NULL WHERE id = ?'),
    blogAuthors: db.prepare('SELECT author_ids FROM blogs WHERE id = ?'),
    setAuthors: db.prepare('UPDATE blogs SET author_ids = ? WHERE id = ?'),
    insertSession: db.prepare(
      'INSERT INTO sessions (token_hash, account_id, expires_at, issuer, id_token) VALUES (?, ?, ?, ?, ?)',
    ),
    session: db.prepare(
      `SELECT a.id, a.name, a.email, a.avatar, a.password_hash FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = ? AND s.expires_at > ?`,
    ),
    sessionProvider: db.prepare('SELECT issuer, id_token FROM sessions WHERE token_hash = ? AND issuer IS NOT NULL'),
    deleteSession: db.prepare('DELETE FROM sessions WHERE token_hash = ?'),
  };
  const toRule = (row: AuthorRule): AuthorRule => ({ issuer: row.issuer, claim: row.claim, value: row.value });

  const syncRuleAuthorship = db.transaction((accountId: string, issuer: string, blogIds: readonly string[]) => {
    const chosen = new Set(blogIds);
    const ruled = new Set((q.rulesOfIssuer.all(issuer) as { blog_id: number }[]).map((row) => String(row.blog_id)));
    for (const blogId of ruled) {
      const row = q.blogAuthors.get(rowId(blogId)) as { author_ids: string | null } | undefined;
      if (!row) continue;
      // Written only when it changes: each write of a blog's row is a change the rendered sections follow.
      const next = withAuthor(row.author_ids, accountId, chosen.has(blogId));
      if (next !== row.author_ids) q.setAuthors.run(next, rowId(blogId));
    }
  });
  const removeAuthorRule = db.transaction((blogId: string, rule: AuthorRule) => {
    const removed = q.removeRule.run(rowId(blogId), rule.issuer, rule.claim, rule.value).changes > 0;
    if (removed) q.clearAuthors.run(rowId(blogId));
    return removed;
  });

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
    async hasIdentityFrom(accountId, issuer) {
      return q.identityFrom.get(rowId(accountId), issuer) !== undefined;
    },
    async listIdentities(accountId) {
      return q.identities.all(rowId(accountId)) as { issuer: string; subject: string }[];
    },
    async findAccountByIdentity(issuer, subject) {
      const row = q.accountByIdentity.get(issuer, subject) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async linkIdentity(issuer, subject, accountId) {
      q.linkIdentity.run(issuer, subject, rowId(accountId));
    },
    async updateAccountProfile(accountId, { name, avatar }) {
      q.updateProfile.run(name, avatar, rowId(accountId));
    },
    async listAuthorRules(issuer) {
      return (q.rulesOfIssuer.all(issuer) as (AuthorRule & { blog_id: number })[]).map((row) => ({
        ...toRule(row),
        blogId: String(row.blog_id),
      }));
    },
    async listBlogAuthorRules(blogId) {
      return (q.rulesOfBlog.all(rowId(blogId)) as AuthorRule[]).map(toRule);
    },
    async addAuthorRule(blogId, rule) {
      q.addRule.run(rowId(blogId), rule.issuer, rule.claim, rule.value);
    },
    async removeAuthorRule(blogId, rule) {
      return removeAuthorRule(blogId, rule);
    },
    async syncRuleAuthorship(accountId, issuer, blogIds) {
      syncRuleAuthorship(accountId, issuer, blogIds);
    },
    async createSession(tokenHash, accountId, expiresAt, provider = null) {
      q.insertSession.run(
        tokenHash,
        rowId(accountId),
        expiresAt.toISOString(),
        provider?.issuer ?? null,
        provider?.idToken ?? null,
      );
    },
    async getSessionAccount(tokenHash, now) {
      const row = q.session.get(tokenHash, now.toISOString()) as AccountRow | undefined;
      return row ? toAccount(row) : null;
    },
    async getSessionProvider(tokenHash) {
      const row = q.sessionProvider.get(tokenHash) as { issuer: string; id_token: string } | undefined;
      return row ? { issuer: row.issuer, idToken: row.id_token } : null;
    },
    async deleteSession(tokenHash) {
      q.deleteSession.run(tokenHash);
    },
  };
}
