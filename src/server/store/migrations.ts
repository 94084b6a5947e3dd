/**
 * Versioned schema. Each entry moves the database from `version - 1` to
 * `version`, inside one transaction; SQLite's `user_version` remembers where a
 * database stands. Never edit a shipped migration: add the next one. (Moving a
 * shipped migration's index into its `online` part is the one edit allowed: every
 * database ends with the same index either way.)
 */
export interface Migration {
  version: number;
  sql: string;
  /**
   * PostgreSQL only: indexes of big tables, built after the version's transaction with CREATE INDEX
   * CONCURRENTLY, so that writes go on while they build (docs/self-hosting.md "Running on PostgreSQL").
   * Each is named, and built at any start that finds it missing or left invalid by a build cut short.
   */
  online?: { index: string; sql: string }[];
  /**
   * SQLite only: the version rebuilds a table others refer to, which SQLite does with its foreign keys off for the
   * transaction (a dropped table's rows would otherwise cascade to the rows that refer to them), and checks them
   * all before it commits (https://sqlite.org/lang_altertable.html "Making Other Kinds Of Table Schema Changes").
   */
  rebuildsTables?: true;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE blogs (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        url TEXT NOT NULL
      );
      CREATE TABLE posts (
        id INTEGER PRIMARY KEY,
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        excerpt TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX posts_blog ON posts(blog_id);
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        is_visible INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX comments_post ON comments(post_id, is_visible);
    `,
  },
  {
    // Accounts and sessions, per-blog settings (who may comment and vote,
    // captcha, the moderation rule), full comment records (writer, account,
    // thread, votes), one vote per visitor per comment, and tags.
    version: 2,
    sql: `
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        avatar TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX sessions_account ON sessions(account_id);
      ALTER TABLE blogs ADD COLUMN owner_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL;
      ALTER TABLE blogs ADD COLUMN allow_comments INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE blogs ADD COLUMN allow_votes INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE blogs ADD COLUMN captcha INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE blogs ADD COLUMN moderation TEXT NOT NULL DEFAULT 'first-or-links';
      CREATE INDEX blogs_owner ON blogs(owner_id);
      ALTER TABLE comments ADD COLUMN thread_id INTEGER REFERENCES comments(id) ON DELETE CASCADE;
      ALTER TABLE comments ADD COLUMN account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL;
      ALTER TABLE comments ADD COLUMN email TEXT;
      ALTER TABLE comments ADD COLUMN website TEXT;
      ALTER TABLE comments ADD COLUMN likes INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE comments ADD COLUMN dislikes INTEGER NOT NULL DEFAULT 0;
      -- Version 1 only knew one level of replies: their parent is their thread.
      UPDATE comments SET thread_id = parent_id WHERE parent_id IS NOT NULL;
      CREATE INDEX comments_thread ON comments(thread_id, is_visible, id);
      CREATE INDEX comments_top ON comments(post_id, is_visible, id) WHERE thread_id IS NULL;
      CREATE INDEX comments_held ON comments(is_visible) WHERE is_visible = 0;
      CREATE TABLE votes (
        comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        visitor TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('like', 'dislike')),
        PRIMARY KEY (comment_id, visitor)
      ) WITHOUT ROWID;
      CREATE TABLE tags (
        id INTEGER PRIMARY KEY,
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        UNIQUE (blog_id, slug)
      );
      CREATE TABLE post_tags (
        post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
        position INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (post_id, tag_id)
      ) WITHOUT ROWID;
      CREATE INDEX post_tags_tag ON post_tags(tag_id);
    `,
  },
  {
    // The self-hosted robot check: server-wide settings kept in the database
    // (its generated secret, so every instance on one database signs alike),
    // and the proofs already accepted, kept until their challenge expires so
    // none is accepted twice.
    version: 3,
    sql: `
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE robot_proofs (
        signature TEXT PRIMARY KEY,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX robot_proofs_expiry ON robot_proofs(expires_at);
    `,
  },
  {
    // Rate limits counted in the database (Store.countHit), so that several
    // instances on one database hold an address to one limit.
    version: 4,
    sql: `
      CREATE TABLE rate_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        window_ends TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX rate_hits_ends ON rate_hits(window_ends);
    `,
  },
  {
    // Comments brought from another system (admin import-comments): where each came from, so that
    // importing the same export again adds nothing. The record outlives a comment deleted since,
    // which an import must not bring back.
    version: 5,
    sql: `
      CREATE TABLE imported_comments (
        source TEXT NOT NULL,
        source_id TEXT NOT NULL,
        comment_id INTEGER REFERENCES comments(id) ON DELETE SET NULL,
        PRIMARY KEY (source, source_id)
      ) WITHOUT ROWID;
    `,
  },
  {
    // Most liked first (store.ts CommentOrder): a post's top-level comments by score, the newer first among equals.
    version: 6,
    sql: `CREATE INDEX comments_top_popular ON comments(post_id, is_visible, (likes - dislikes) DESC, id DESC) WHERE thread_id IS NULL;`,
  },
  {
    // A writer edits or deletes their own comment for a while (docs/embedding.md "Editing your comment"): when it was edited,
    // the hash of an anonymous writer's key (the key itself is handed out once), and a deleted comment that others
    // answered, kept as a placeholder so its thread stays readable.
    version: 7,
    sql: `
      ALTER TABLE comments ADD COLUMN edited_at TEXT;
      ALTER TABLE comments ADD COLUMN edit_key_hash TEXT;
      ALTER TABLE comments ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    // Blocking (docs/moderation.md "Blocking"): where a comment came from, as a keyed hash of the address (never the address
    // itself), and the writers a blog's author blocked, by e-mail or by that hash, until a time.
    version: 8,
    sql: `
      ALTER TABLE comments ADD COLUMN address_hash TEXT;
      CREATE TABLE blocks (
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('email', 'address')),
        value TEXT NOT NULL,
        until TEXT NOT NULL,
        PRIMARY KEY (blog_id, kind, value)
      ) WITHOUT ROWID;
    `,
  },
  {
    // A post its blog's author closed to new comments (docs/moderation.md "Moderation"): what is there stays readable.
    version: 9,
    sql: `ALTER TABLE posts ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // Reply mail (docs/moderation.md "Reply notifications"): a writer asked to be told about replies to a comment, pending
    // until they confirm it from the mail (a signed-in writer's is on at once), or off once they stop it; and how
    // many confirmation mails went to an address on a blog today, kept apart so deleting a comment resets nothing.
    version: 10,
    sql: `
      CREATE TABLE reply_mail (
        comment_id INTEGER PRIMARY KEY REFERENCES comments(id) ON DELETE CASCADE,
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        locale TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'on', 'off')),
        created_at TEXT NOT NULL
      );
      CREATE INDEX reply_mail_address ON reply_mail (blog_id, email);
      CREATE TABLE mail_asks (
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        day TEXT NOT NULL,
        asks INTEGER NOT NULL,
        PRIMARY KEY (blog_id, email)
      ) WITHOUT ROWID;
    `,
  },
  {
    // A post's pinned comment (docs/moderation.md "Moderation"): shown first whatever the order. No foreign key: a deleted
    // comment leaves an id that names nothing, which the API ignores, and a copy may move posts before comments.
    // A deleted comment unpins itself: SQLite gives a deleted row's id to the next one, which must not come pinned.
    version: 11,
    sql: `
      ALTER TABLE posts ADD COLUMN pinned_comment_id INTEGER;
      CREATE TRIGGER unpin_deleted AFTER DELETE ON comments BEGIN
        UPDATE posts SET pinned_comment_id = NULL WHERE pinned_comment_id = OLD.id;
      END;
    `,
  },
  {
    // A comment as drawn (docs/embedding.md "Formatting"): its Markdown parsed once, when written or edited, as the JSON of
    // shared/comments/body.ts. NULL for comments from before, and imported ones: their text is drawn as typed.
    version: 12,
    sql: `ALTER TABLE comments ADD COLUMN body_tree TEXT;`,
  },
  {
    // Held comments are paged (oldest first) and counted per post and per address when one more would wait
    // (docs/self-hosting.md "Held comments: paged and capped"): each read goes through a partial index of the held alone.
    version: 13,
    sql: `
      CREATE INDEX comments_held_post ON comments(post_id, id) WHERE is_visible = 0;
      CREATE INDEX comments_held_address ON comments(address_hash) WHERE is_visible = 0;
      `,
  },
  {
    // Votes from one address (docs/self-hosting.md "Votes from one address"): how many new votes a comment took from an address
    // (its keyed hash, never the address) on a day, UTC. A row counts for its day only and is pruned after it.
    version: 14,
    sql: `
      CREATE TABLE address_votes (
        comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
        address_hash TEXT NOT NULL,
        day TEXT NOT NULL,
        votes INTEGER NOT NULL,
        PRIMARY KEY (comment_id, address_hash)
      ) WITHOUT ROWID;
      CREATE INDEX address_votes_day ON address_votes(day);
    `,
  },
  {
    // The locale a comment was written in (docs/languages.md "Languages"), so its text is marked with its own language
    // wherever it is shown. NULL where unknown: imports and comments from before, unless their writer asked for
    // reply mail, which kept the locale they wrote in.
    version: 15,
    sql: `
      ALTER TABLE comments ADD COLUMN locale TEXT;
      -- Only the rows that have a locale to take: the others keep NULL and are not written at all.
      UPDATE comments SET locale = (SELECT r.locale FROM reply_mail r WHERE r.comment_id = comments.id)
        WHERE id IN (SELECT comment_id FROM reply_mail);
    `,
  },
  {
    // A post's count of visible comments, kept beside the post by triggers on every write that changes it (a comment
    // added, approved, held again, deleted, a thread removed, a post's comments copied in), so the count a reader
    // sees is one row read however long the thread (docs/self-hosting.md "At scale: a million comments").
    // Votes update other columns: they never fire these. And the answers and the import record of a deleted comment, and
    // the comments of a deleted account, are found by index, as on PostgreSQL: the foreign keys' cascades had read the whole table for them on every delete.
    version: 16,
    sql: `
      CREATE INDEX comments_parent ON comments(parent_id);
      CREATE INDEX comments_account ON comments(account_id);
      CREATE INDEX imported_comments_comment ON imported_comments(comment_id);
      -- A post's newest comments, replies among them (its feed), read newest first and stopped at the feed's length.
      CREATE INDEX comments_post_newest ON comments(post_id, id) WHERE is_visible = 1 AND NOT deleted;
      ALTER TABLE posts ADD COLUMN visible_comments INTEGER NOT NULL DEFAULT 0;
      UPDATE posts SET visible_comments =
        (SELECT count(*) FROM comments c WHERE c.post_id = posts.id AND c.is_visible = 1 AND NOT c.deleted);
      CREATE TRIGGER comments_count_insert AFTER INSERT ON comments
        WHEN NEW.is_visible = 1 AND NOT NEW.deleted
      BEGIN
        UPDATE posts SET visible_comments = visible_comments + 1 WHERE id = NEW.post_id;
      END;
      CREATE TRIGGER comments_count_delete AFTER DELETE ON comments
        WHEN OLD.is_visible = 1 AND NOT OLD.deleted
      BEGIN
        UPDATE posts SET visible_comments = visible_comments - 1 WHERE id = OLD.post_id;
      END;
      CREATE TRIGGER comments_count_update AFTER UPDATE OF is_visible, deleted, post_id ON comments
        WHEN (OLD.is_visible = 1 AND NOT OLD.deleted) IS NOT (NEW.is_visible = 1 AND NOT NEW.deleted)
          OR OLD.post_id IS NOT NEW.post_id
      BEGIN
        UPDATE posts SET visible_comments = visible_comments - (OLD.is_visible = 1 AND NOT OLD.deleted) WHERE id = OLD.post_id;
        UPDATE posts SET visible_comments = visible_comments + (NEW.is_visible = 1 AND NOT NEW.deleted) WHERE id = NEW.post_id;
      END;
    `,
  },
  {
    // A blog's last comments read without gathering all its comments: each post keeps the id of its newest visible
    // comment, kept by the triggers that keep its count. The blog's newest comments all belong to its posts with
    // the newest such ids, as many posts as comments asked for at most, whatever the blog's size
    // (docs/self-hosting.md "At scale: a million comments"). PostgreSQL's version 17 also has its triggers tell other
    // instances what changed; SQLite's connections learn that another has written from the database's own counter
    // (sqlite/changes.ts).
    version: 17,
    sql: `
      ALTER TABLE posts ADD COLUMN last_comment_id INTEGER;
      UPDATE posts SET last_comment_id =
        (SELECT max(id) FROM comments c WHERE c.post_id = posts.id AND c.is_visible = 1 AND NOT c.deleted);
      CREATE INDEX posts_blog_last_comment ON posts(blog_id, last_comment_id);
      DROP TRIGGER comments_count_insert;
      DROP TRIGGER comments_count_delete;
      DROP TRIGGER comments_count_update;
      CREATE TRIGGER comments_count_insert AFTER INSERT ON comments
        WHEN NEW.is_visible = 1 AND NOT NEW.deleted
      BEGIN
        UPDATE posts SET visible_comments = visible_comments + 1, last_comment_id = max(coalesce(last_comment_id, 0), NEW.id)
          WHERE id = NEW.post_id;
      END;
      CREATE TRIGGER comments_count_delete AFTER DELETE ON comments
        WHEN OLD.is_visible = 1 AND NOT OLD.deleted
      BEGIN
        UPDATE posts SET visible_comments = visible_comments - 1,
          last_comment_id = (SELECT max(id) FROM comments WHERE post_id = OLD.post_id AND is_visible = 1 AND NOT deleted)
          WHERE id = OLD.post_id;
      END;
      CREATE TRIGGER comments_count_update AFTER UPDATE OF is_visible, deleted, post_id ON comments
        WHEN (OLD.is_visible = 1 AND NOT OLD.deleted) IS NOT (NEW.is_visible = 1 AND NOT NEW.deleted)
          OR OLD.post_id IS NOT NEW.post_id
      BEGIN
        UPDATE posts SET visible_comments = visible_comments - (OLD.is_visible = 1 AND NOT OLD.deleted),
          last_comment_id = (SELECT max(id) FROM comments WHERE post_id = OLD.post_id AND is_visible = 1 AND NOT deleted)
          WHERE id = OLD.post_id;
        UPDATE posts SET visible_comments = visible_comments + (NEW.is_visible = 1 AND NOT NEW.deleted),
          last_comment_id = (SELECT max(id) FROM comments WHERE post_id = NEW.post_id AND is_visible = 1 AND NOT deleted)
          WHERE id = NEW.post_id;
      END;
    `,
  },
  {
    // Readers who sign in with a platform's accounts (docs/self-hosting.md "Sign-in"): an identity is an issuer's
    // subject, which names one account; such an account may have no e-mail (its provider did not vouch for one) and
    // no password. A blog's authors are its owner and the accounts its rules name (blog_author_rules: an issuer's
    // subject or a claim's value), written into the blog's row (author_ids, the ids comma-separated) each time such
    // an account signs in: every read of a blog has them at no extra query, and a change of them is a change of the
    // blog, which the rendered sections already follow. A session keeps what ends it at its provider too.
    version: 18,
    rebuildsTables: true,
    sql: `
      CREATE TABLE accounts_rebuilt (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT UNIQUE COLLATE NOCASE,
        password_hash TEXT,
        avatar TEXT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      INSERT INTO accounts_rebuilt (id, name, email, password_hash, avatar, created_at)
        SELECT id, name, email, password_hash, avatar, created_at FROM accounts;
      DROP TABLE accounts;
      ALTER TABLE accounts_rebuilt RENAME TO accounts;
      CREATE TABLE identities (
        issuer TEXT NOT NULL,
        subject TEXT NOT NULL,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        PRIMARY KEY (issuer, subject)
      ) WITHOUT ROWID;
      CREATE INDEX identities_account ON identities(account_id);
      CREATE TABLE blog_author_rules (
        blog_id INTEGER NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
        issuer TEXT NOT NULL,
        claim TEXT NOT NULL,
        value TEXT NOT NULL,
        PRIMARY KEY (blog_id, issuer, claim, value)
      ) WITHOUT ROWID;
      CREATE INDEX blog_author_rules_issuer ON blog_author_rules(issuer);
      ALTER TABLE blogs ADD COLUMN author_ids TEXT;
      ALTER TABLE sessions ADD COLUMN issuer TEXT;
      ALTER TABLE sessions ADD COLUMN id_token TEXT;
    `,
  },
  {
    // A blog asks that signing out of it ends the reader's session at their OpenID provider too (RP-initiated
    // logout, docs/self-hosting.md "Signing out"), when the provider offers it; off, as before.
    version: 19,
    sql: `ALTER TABLE blogs ADD COLUMN provider_sign_out INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    // Webhooks (docs/self-hosting.md "Webhooks"): a blog's (or, blog_id NULL, the whole server's) receivers of its
    // comments' events, and the outbox of their deliveries, each written in the transaction of the write it tells
    // of. A delivery's id is its Standard Webhooks message id; a claim (claimed_by until claimed_until) is a lease,
    // which another instance takes over once it runs out. Times as ISO 8601 text, as every other.
    version: 20,
    sql: `
      CREATE TABLE webhooks (
        id INTEGER PRIMARY KEY,
        blog_id INTEGER REFERENCES blogs(id) ON DELETE CASCADE,
        url TEXT NOT NULL,
        secret TEXT NOT NULL,
        events TEXT NOT NULL,
        format TEXT NOT NULL DEFAULT 'standard',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX webhooks_blog ON webhooks(blog_id);
      CREATE TABLE webhook_deliveries (
        id TEXT PRIMARY KEY,
        webhook_id INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_by TEXT,
        claimed_until TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_failed ON webhook_deliveries(webhook_id, created_at) WHERE status = 'failed';
    `,
  },
  {
    // Readers' data (docs/self-hosting.md "Readers' data"): what becomes of a forgotten reader's comments on a blog
    // (placeholders that keep the replies under them, or removed where nothing answers them), and how long a
    // blog keeps comments waiting for approval (null: until a moderator decides). Writers' addresses are erased
    // after ADDRESS_DAYS: the partial index finds the few comments that still hold one without reading the rest.
    version: 21,
    sql: `
      ALTER TABLE blogs ADD COLUMN forgotten_comments TEXT NOT NULL DEFAULT 'placeholder'
        CHECK (forgotten_comments IN ('placeholder', 'remove'));
      ALTER TABLE blogs ADD COLUMN held_days INTEGER CHECK (held_days > 0);
      CREATE INDEX comments_address_kept ON comments(created_at) WHERE address_hash IS NOT NULL;
    `,
  },
  {
    // Rejected comments kept a while (docs/moderation.md "Rejected comments"): how many days a blog keeps them,
    // hidden, before they are erased (0: erased at rejection), and when each was rejected (null: not rejected).
    // The partial index finds the few kept without reading the rest of the table.
    version: 22,
    sql: `
      ALTER TABLE blogs ADD COLUMN rejected_days INTEGER NOT NULL DEFAULT 0 CHECK (rejected_days >= 0);
      ALTER TABLE comments ADD COLUMN rejected_at TEXT;
      CREATE INDEX comments_rejected ON comments(rejected_at) WHERE rejected_at IS NOT NULL;
    `,
  },
  {
    // When a kept rejected comment was last restored to the queue: a blog's held days count from then too, so the
    // held sweep does not erase unread what an operator just put back (docs/moderation.md "Rejected comments").
    version: 23,
    sql: `ALTER TABLE comments ADD COLUMN restored_at TEXT;`,
  },
];
