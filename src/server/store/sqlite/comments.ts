import { PLACEHOLDER_SET } from '../rows.ts';
import type Database from 'better-sqlite3';
import { rowId } from '../row-id.ts';
import type { CommentStore, NewComment } from '../store.ts';
import type { SqliteCommentRows } from './comment-rows.ts';
import type { SqliteOutbox } from './outbox.ts';

/** Comments as their writers add, import, edit and delete them, on SQLite. */
export function createSqliteComments(
  db: Database.Database,
  comments: SqliteCommentRows,
  outbox: SqliteOutbox,
): CommentStore {
  const q = {
    exists: db.prepare('SELECT 1 FROM comments WHERE id = ? AND rejected_at IS NULL'),
    knownEmail: db.prepare(
      `SELECT 1 FROM comments c JOIN posts p ON p.id = c.post_id
       WHERE p.blog_id = ? AND c.email = ? COLLATE NOCASE AND c.is_visible = 1 LIMIT 1`,
    ),
    editKeyHash: db.prepare('SELECT edit_key_hash FROM comments WHERE id = ?').pluck(),
    edit: db.prepare(
      "UPDATE comments SET body = ?, body_tree = ?, is_visible = ?, edited_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND NOT deleted AND rejected_at IS NULL",
    ),
    answered: db.prepare('SELECT 1 FROM comments WHERE parent_id = @id OR thread_id = @id LIMIT 1'),
    keepAsPlaceholder: db.prepare(`UPDATE comments SET ${PLACEHOLDER_SET} WHERE id = ?`),
    dropReplyMail: db.prepare('DELETE FROM reply_mail WHERE comment_id = ?'),
    remove: db.prepare('DELETE FROM comments WHERE id = ?'),
    claimImport: db.prepare('INSERT OR IGNORE INTO imported_comments (source, source_id) VALUES (?, ?)'),
    recordImport: db.prepare('UPDATE imported_comments SET comment_id = ? WHERE source = ? AND source_id = ?'),
    sources: db.prepare(
      'SELECT comment_id, source, source_id FROM imported_comments WHERE comment_id IN (SELECT value FROM json_each(?))',
    ),
    imported: db.prepare(
      'SELECT source_id, comment_id FROM imported_comments WHERE source = ? AND source_id IN (SELECT value FROM json_each(?))',
    ),
  };

  // Answered, it stays as a placeholder; else it goes. One transaction: an answer written meanwhile is never lost.
  const deleteOwn = db.transaction((id: number | null): 'removed' | 'placeholder' | null => {
    if (id === null || !q.exists.get(id)) return null;
    outbox.record('comment.deleted', id, true);
    if (q.answered.get({ id })) {
      // Nothing of its writer stays: their address's hash and their wish for reply mail go with their words.
      q.keepAsPlaceholder.run(id);
      q.dropReplyMail.run(id);
      return 'placeholder';
    }
    q.remove.run(id);
    return 'removed';
  });
  // The source's id is claimed first, in the comment's transaction: an id imported before adds nothing.
  const importComment = db.transaction((comment: NewComment, source: string, sourceId: string): string | null => {
    if (!q.claimImport.run(source, sourceId).changes) return null;
    const id = comments.insert(comment);
    q.recordImport.run(rowId(id), source, sourceId);
    return id;
  });

  // Each write and the webhooks' deliveries it queues (outbox.ts) commit together, or neither does.
  const add = db.transaction((comment: NewComment): string => {
    const id = comments.insert(comment);
    if (comment.createdAt === undefined)
      outbox.record(comment.isVisible ? 'comment.posted' : 'comment.held', rowId(id)!);
    return id;
  });
  const edit = db.transaction((id: number, body: string, isVisible: boolean, bodyTree: string | null): boolean => {
    if (!q.edit.run(body, bodyTree, isVisible ? 1 : 0, id).changes) return false;
    outbox.record('comment.edited', id);
    return true;
  });

  return {
    async getComment(id) {
      return comments.get(id);
    },
    async getCommentInPost(id) {
      return comments.getInPost(id);
    },
    async addComment(comment) {
      return comments.get(add(comment))!;
    },
    async importedComments(source, sourceIds) {
      const rows = q.imported.all(source, JSON.stringify(sourceIds)) as {
        source_id: string;
        comment_id: number | null;
      }[];
      return new Map(rows.map((row) => [row.source_id, row.comment_id === null ? null : String(row.comment_id)]));
    },
    async importSources(commentIds) {
      const rows = q.sources.all(JSON.stringify(commentIds.map(rowId))) as {
        comment_id: number;
        source: string;
        source_id: string;
      }[];
      return new Map(rows.map((row) => [String(row.comment_id), { source: row.source, sourceId: row.source_id }]));
    },
    async addImportedComment(comment, from) {
      const id = importComment(comment, from.source, from.sourceId);
      return id === null ? null : comments.get(id);
    },
    async hasVisibleCommentByEmail(blogId, email) {
      return Boolean(q.knownEmail.get(rowId(blogId), email));
    },
    async commentEditKeyHash(id) {
      return (q.editKeyHash.get(rowId(id)) as string | null | undefined) ?? null;
    },
    async editComment(id, body, isVisible, bodyTree = null) {
      const key = rowId(id);
      return key !== null && edit(key, body, isVisible, bodyTree) ? comments.get(id) : null;
    },
    async deleteOwnComment(id) {
      return deleteOwn(rowId(id));
    },
  };
}
