import { createHash } from 'node:crypto';
import { flag } from './db-values.ts';

/**
 * Every table of the schema as both engines hold it (a test checks the
 * columns against each engine's), for what moves whole databases: the
 * admin's `copy` between DATABASE_URLs. In an order that satisfies the
 * foreign keys; rows go in key order, so a comment's parent comes first.
 */
export type ColumnKind = 'id' | 'int' | 'text' | 'bool' | 'time';

export interface TableShape {
  name: string;
  key: string[];
  columns: Record<string, ColumnKind>;
  /** The column a new row's id comes from, which must continue after copied rows. */
  identity?: string;
  /**
   * Columns each engine derives from other rows (by triggers), with what they hold: never copied, since the
   * rows they come from rebuild them as they are written.
   */
  derived?: Record<string, string>;
}

export const TABLES: TableShape[] = [
  {
    name: 'accounts',
    key: ['id'],
    identity: 'id',
    columns: { id: 'id', name: 'text', email: 'text', password_hash: 'text', avatar: 'text', created_at: 'time' },
  },
  {
    name: 'blogs',
    key: ['id'],
    identity: 'id',
    columns: {
      id: 'id',
      name: 'text',
      url: 'text',
      owner_id: 'id',
      allow_comments: 'bool',
      allow_votes: 'bool',
      captcha: 'bool',
      moderation: 'text',
      author_ids: 'text',
      provider_sign_out: 'bool',
      forgotten_comments: 'text',
      held_days: 'int',
      rejected_days: 'int',
    },
  },
  {
    name: 'posts',
    key: ['id'],
    identity: 'id',
    columns: {
      id: 'id',
      blog_id: 'id',
      title: 'text',
      excerpt: 'text',
      created_at: 'time',
      closed: 'bool',
      pinned_comment_id: 'id',
    },
    derived: {
      visible_comments: 'its visible comments, counted by triggers on comments (migration 16)',
      last_comment_id: 'its newest visible comment, kept by the same triggers (migration 17)',
    },
  },
  {
    name: 'comments',
    key: ['id'],
    identity: 'id',
    columns: {
      id: 'id',
      post_id: 'id',
      parent_id: 'id',
      thread_id: 'id',
      account_id: 'id',
      name: 'text',
      email: 'text',
      website: 'text',
      body: 'text',
      is_visible: 'bool',
      likes: 'int',
      dislikes: 'int',
      created_at: 'time',
      edited_at: 'time',
      edit_key_hash: 'text',
      deleted: 'bool',
      address_hash: 'text',
      body_tree: 'text',
      locale: 'text',
      rejected_at: 'time',
      restored_at: 'time',
    },
  },
  { name: 'votes', key: ['comment_id', 'visitor'], columns: { comment_id: 'id', visitor: 'text', kind: 'text' } },
  {
    name: 'address_votes',
    key: ['comment_id', 'address_hash'],
    columns: { comment_id: 'id', address_hash: 'text', day: 'text', votes: 'int' },
  },
  { name: 'tags', key: ['id'], identity: 'id', columns: { id: 'id', blog_id: 'id', name: 'text', slug: 'text' } },
  { name: 'post_tags', key: ['post_id', 'tag_id'], columns: { post_id: 'id', tag_id: 'id', position: 'int' } },
  {
    name: 'sessions',
    key: ['token_hash'],
    columns: { token_hash: 'text', account_id: 'id', expires_at: 'time', issuer: 'text', id_token: 'text' },
  },
  { name: 'identities', key: ['issuer', 'subject'], columns: { issuer: 'text', subject: 'text', account_id: 'id' } },
  {
    name: 'blog_author_rules',
    key: ['blog_id', 'issuer', 'claim', 'value'],
    columns: { blog_id: 'id', issuer: 'text', claim: 'text', value: 'text' },
  },
  { name: 'settings', key: ['name'], columns: { name: 'text', value: 'text' } },
  { name: 'robot_proofs', key: ['signature'], columns: { signature: 'text', expires_at: 'time' } },
  { name: 'rate_hits', key: ['key'], columns: { key: 'text', hits: 'int', window_ends: 'time' } },
  {
    name: 'blocks',
    key: ['blog_id', 'kind', 'value'],
    columns: { blog_id: 'id', kind: 'text', value: 'text', until: 'time' },
  },
  {
    name: 'reply_mail',
    key: ['comment_id'],
    columns: { comment_id: 'id', blog_id: 'id', email: 'text', locale: 'text', state: 'text', created_at: 'time' },
  },
  { name: 'mail_asks', key: ['blog_id', 'email'], columns: { blog_id: 'id', email: 'text', day: 'text', asks: 'int' } },
  {
    name: 'imported_comments',
    key: ['source', 'source_id'],
    columns: { source: 'text', source_id: 'text', comment_id: 'id' },
  },
  {
    name: 'webhooks',
    key: ['id'],
    identity: 'id',
    columns: {
      id: 'id',
      blog_id: 'id',
      url: 'text',
      secret: 'text',
      events: 'text',
      format: 'text',
      created_at: 'time',
    },
  },
  {
    name: 'webhook_deliveries',
    key: ['id'],
    columns: {
      id: 'text',
      webhook_id: 'id',
      event: 'text',
      payload: 'text',
      status: 'text',
      attempts: 'int',
      next_attempt_at: 'time',
      claimed_by: 'text',
      claimed_until: 'time',
      last_error: 'text',
      created_at: 'time',
    },
  },
];

/** One row in values both engines read alike: ids and counts as numbers, flags as booleans, times as ISO 8601 in UTC. */
export type Row = Record<string, string | number | boolean | null>;

export const tableNamed = (name: string): TableShape => {
  const table = TABLES.find((each) => each.name === name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
};

/** A value as an engine gave it, in its neutral form. */
export function neutral(kind: ColumnKind, value: unknown): Row[string] {
  if (value === null || value === undefined) return null;
  if (kind === 'id' || kind === 'int') return Number(value);
  if (kind === 'bool') return flag(value as number | boolean);
  if (kind === 'time') return new Date(value as string | Date).toISOString();
  return String(value);
}

/**
 * SHA-256 of a table's rows, each as JSON with its columns in the table's order: equal on both engines for equal
 * data. Fed a page at a time (add), so that a table of a million rows is summed without being held.
 */
export function tableSum(table: TableShape) {
  const hash = createHash('sha256');
  const columns = Object.keys(table.columns);
  let rows = 0;
  return {
    add(page: Row[]) {
      rows += page.length;
      for (const row of page) hash.update(`${JSON.stringify(columns.map((column) => row[column] ?? null))}\n`);
    },
    rows: () => rows,
    digest: () => hash.digest('hex'),
  };
}

/** The statement's tail that pages a table by its key: after a row's key (row values compare in key order), if any. */
export function keyPage(
  table: TableShape,
  page: { after: Row | null; limit: number } | undefined,
  at: (n: number) => string,
) {
  const order = ` ORDER BY ${table.key.join(', ')}`;
  if (!page) return { sql: order, params: [] as Row[string][] };
  const after = page.after;
  const where = after ? ` WHERE (${table.key.join(', ')}) > (${table.key.map((_, n) => at(n + 1)).join(', ')})` : '';
  const params = after ? table.key.map((column) => after[column] ?? null) : [];
  return { sql: `${where}${order} LIMIT ${at(params.length + 1)}`, params: [...params, page.limit] };
}
