import { parseArgs } from 'node:util';
import { AdminError } from './admin-error.ts';
import { hashPassword } from '../auth/password.ts';
import { cleanWebsite, LIMITS } from '../graphql/validate-comment.ts';
import { CHOSEN_CLAIMS, sameIssuer } from '../auth/identity.ts';
import { backupSqlite, restoreSqlite } from './database-file.ts';
import { exportBlog } from './blog-file.ts';
import { importBlog, readBlogFile } from './blog-file-import.ts';
import { DEFAULT_IMPORT_MAX_MB, MAX_IMPORT_MAX_MB, readBounded } from './read-bounded.ts';
import { importComments } from './import/apply.ts';
import type { CommentExport } from './import/comment-export.ts';
import { readExport } from './import/read-export.ts';
import { webhooksCommand, WebhookInputError, WEBHOOKS_USAGE } from './webhooks.ts';
import { eachHeldComment, eachRejectedComment } from '../store/held-pages.ts';
import { openStore } from '../store/open.ts';
import {
  FORGOTTEN_COMMENTS,
  MODERATION_RULES,
  type BlogSettings,
  type ForgottenComments,
  type ModerationRule,
  type Store,
} from '../store/store.ts';
import { tableSum, TABLES } from '../store/tables.ts';
import { sumLines, tablePages, type TableSum } from './table-sums.ts';

/**
 * `npm run admin -- <command> …`: moderation and set-up without a database
 * shell. Each command checks its input, changes the store through its
 * interface (so it works on any engine), and prints one line per fact.
 */
export const USAGE = `Usage: npm run admin -- <command> [options]

  create-account --name NAME --email EMAIL --password PASSWORD
  create-blog    --name NAME --url URL [--owner EMAIL]
  create-post    --blog ID --title TITLE [--excerpt TEXT]
  settings       BLOG_ID [--comments on|off] [--votes on|off] [--captcha on|off]
                 [--moderation ${MODERATION_RULES.join('|')}] [--provider-sign-out on|off]
                 [--forgotten-comments ${FORGOTTEN_COMMENTS.join('|')}] [--held-days N|off]
                 [--rejected-days N]  days a rejected comment is kept, hidden, before it is
                                      erased; 0 (the default): erased at rejection
  held           [--blog ID]          comments waiting for approval
  approve        COMMENT_ID...
  delete         COMMENT_ID...        a top-level comment goes with its thread; a held one
                                      is rejected
  rejected       [--blog ID]          rejected comments a blog keeps (--rejected-days), with
                                      when each was rejected (docs/moderation.md "Rejected comments")
  restore        COMMENT_ID...        a kept rejected comment back in the moderation queue
  export         --blog ID            the blog as JSON on standard output, lossless (docs/moderation.md
                                      "Moving one blog", docs/blog-export.schema.json)
  import         FILE [--max-mb N]    a blog exported so (version 1 or 2), added as a new blog
  import-comments FILE --blog ID [--dry-run] [--max-mb N]
                                      a Disqus (XML) or WordPress (WXR) export's comments,
                                      on the blog's posts at the same addresses; again
                                      adds nothing (docs/moderation.md "Importing comments")
                                      --max-mb: the largest file either reads (default ${DEFAULT_IMPORT_MAX_MB})
  authors        BLOG_ID [add|remove --issuer URL (--subject SUB | --claim NAME=VALUE)]
                                      the blog's author rules: which identities of a sign-in
                                      provider are its authors (docs/self-hosting.md "Sign-in");
                                      --issuer sso for the platform's single sign-on
  forget         --email EMAIL | --account ID
                                      a reader erased, at their request: the account with that
                                      e-mail (or id) and the comments that give it, as each blog
                                      chooses (docs/self-hosting.md "Readers' data")
  copy           --to DATABASE_URL    every table into an empty database (SQLite and
                                      PostgreSQL either way), ids kept, verified by
                                      row counts and a SHA-256 per table it prints
  backup         FILE                 a consistent copy of the SQLite database into a new file,
                                      while servers go on using it (docs/self-hosting.md "Backups")
  restore        FILE                 a backup in the place of the SQLite database, which no
                                      server may hold open; on PostgreSQL both say the
                                      pg_dump and pg_restore commands to run instead
${WEBHOOKS_USAGE}

The database is DATABASE_URL (default sqlite:data/porchlight.db).`;

export { AdminError };

const OPTIONS = {
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  url: { type: 'string' },
  owner: { type: 'string' },
  blog: { type: 'string' },
  title: { type: 'string' },
  excerpt: { type: 'string' },
  comments: { type: 'string' },
  votes: { type: 'string' },
  captcha: { type: 'string' },
  moderation: { type: 'string' },
  'provider-sign-out': { type: 'string' },
  'forgotten-comments': { type: 'string' },
  'held-days': { type: 'string' },
  'rejected-days': { type: 'string' },
  account: { type: 'string' },
  to: { type: 'string' },
  issuer: { type: 'string' },
  subject: { type: 'string' },
  claim: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'max-mb': { type: 'string' },
  events: { type: 'string' },
  format: { type: 'string' },
} as const;

const required = (value: string | undefined, option: string): string => {
  if (!value || !value.trim()) throw new AdminError(`--${option} is required`);
  return value.trim();
};

const onOff = (value: string | undefined, option: string): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value !== 'on' && value !== 'off') throw new AdminError(`--${option} must be "on" or "off"`);
  return value === 'on';
};

/** The commands that copy the database's file itself, run on DATABASE_URL before any store opens it. */
export const FILE_COMMANDS = ['backup', 'restore'];

/** `backup FILE` or `restore FILE` on the database DATABASE_URL names (database-file.ts). */
export async function runFileCommand(argv: string[], databaseUrl: string, print: (line: string) => void) {
  const [command, file, ...more] = argv;
  if (more.length || file?.startsWith('-'))
    throw new AdminError(`${command} takes one argument, the file (got "${argv.slice(1).join(' ')}")`);
  const path = required(file, 'file (first argument)');
  if (command === 'backup') return backupSqlite(databaseUrl, path, print);
  if (command === 'restore') return restoreSqlite(databaseUrl, path, print);
  throw new AdminError(`unknown command "${command}"\n\n${USAGE}`);
}

export async function runAdmin(
  argv: string[],
  store: Store,
  print: (line: string) => void,
  open: (databaseUrl: string) => Promise<Store> = openStore,
): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new AdminError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, ...ids] = positionals;
  switch (command) {
    case 'create-account': {
      const name = required(values.name, 'name');
      const email = required(values.email, 'email');
      const password = required(values.password, 'password');
      if (name.length > LIMITS.name) throw new AdminError(`--name can be at most ${LIMITS.name} characters`);
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AdminError('--email must be an email address');
      if (password.length < 10) throw new AdminError('--password must be at least 10 characters');
      if (await store.findAccountByEmail(email)) throw new AdminError(`an account with ${email} exists already`);
      const account = await store.createAccount({ name, email, passwordHash: await hashPassword(password) });
      return print(`account ${account.id}: ${account.name} <${account.email}>`);
    }
    case 'create-blog': {
      const name = required(values.name, 'name');
      const url = required(values.url, 'url');
      if (!url.startsWith('/') && !cleanWebsite(url))
        throw new AdminError('--url must be a path or an http(s) address');
      let ownerId: string | null = null;
      if (values.owner) {
        const owner = await store.findAccountByEmail(values.owner);
        if (!owner) throw new AdminError(`no account with ${values.owner}`);
        ownerId = owner.id;
      }
      const blog = await store.createBlog({ name, url, ownerId });
      return print(`blog ${blog.id}: ${blog.name} (${blog.url})`);
    }
    case 'create-post': {
      const blogId = required(values.blog, 'blog');
      if (!(await store.getBlog(blogId))) throw new AdminError(`no blog ${blogId}`);
      const post = await store.createPost({
        blogId,
        title: required(values.title, 'title'),
        excerpt: values.excerpt ?? '',
      });
      return print(`post ${post.id}: ${post.title} (${post.url})`);
    }
    case 'settings': {
      const blogId = required(ids[0], 'blog id (first argument)');
      const moderation = values.moderation as ModerationRule | undefined;
      if (moderation !== undefined && !MODERATION_RULES.includes(moderation))
        throw new AdminError(`--moderation must be one of ${MODERATION_RULES.join(', ')}`);
      const forgotten = values['forgotten-comments'] as ForgottenComments | undefined;
      if (forgotten !== undefined && !FORGOTTEN_COMMENTS.includes(forgotten))
        throw new AdminError(`--forgotten-comments must be one of ${FORGOTTEN_COMMENTS.join(', ')}`);
      const heldDays = values['held-days'];
      if (heldDays !== undefined && heldDays !== 'off' && !/^[1-9][0-9]{0,4}$/.test(heldDays))
        throw new AdminError('--held-days must be a whole number of days from 1, or "off" (kept until decided)');
      const rejectedDays = values['rejected-days'];
      if (rejectedDays !== undefined && !/^(0|[1-9][0-9]{0,4})$/.test(rejectedDays))
        throw new AdminError('--rejected-days must be a whole number of days from 0 (0: erased at rejection)');
      const settings: Partial<BlogSettings> = {
        allowComments: onOff(values.comments, 'comments'),
        allowVotes: onOff(values.votes, 'votes'),
        captcha: onOff(values.captcha, 'captcha'),
        moderation,
        providerSignOut: onOff(values['provider-sign-out'], 'provider-sign-out'),
        forgottenComments: forgotten,
        heldDays: heldDays === undefined ? undefined : heldDays === 'off' ? null : Number(heldDays),
        rejectedDays: rejectedDays === undefined ? undefined : Number(rejectedDays),
      };
      const blog = await store.updateBlogSettings(blogId, settings);
      if (!blog) throw new AdminError(`no blog ${blogId}`);
      const on = (flag: boolean) => (flag ? 'on' : 'off');
      return print(
        `blog ${blog.id}: comments ${on(blog.allowComments)}, votes ${on(blog.allowVotes)}, captcha ${on(blog.captcha)}, moderation ${blog.moderation}, provider sign-out ${on(blog.providerSignOut)}, forgotten comments ${blog.forgottenComments}, held days ${blog.heldDays ?? 'off'}, rejected days ${blog.rejectedDays}`,
      );
    }
    case 'authors': {
      const [blogId, change] = ids;
      if (!blogId || !(await store.getBlog(blogId))) throw new AdminError(`no blog ${blogId ?? '(first argument)'}`);
      if (change !== undefined) {
        if (change !== 'add' && change !== 'remove') throw new AdminError('the change is "add" or "remove"');
        const issuer = sameIssuer(required(values.issuer, 'issuer'));
        if (Boolean(values.subject) === Boolean(values.claim))
          throw new AdminError('one of --subject SUB or --claim NAME=VALUE is required');
        const [claim, value] = values.subject
          ? ['sub', required(values.subject, 'subject')]
          : (/^([^=\s]+)=(.+)$/.exec(values.claim!)?.slice(1) ?? []);
        if (!claim || !value) throw new AdminError('--claim must be NAME=VALUE, such as groups=editors');
        if (change === 'add' && CHOSEN_CLAIMS.includes(claim))
          throw new AdminError(
            `--claim ${claim} is one a reader sets themselves: name authors by --subject, or by a claim the provider sets (such as groups)`,
          );
        const rule = { issuer, claim, value };
        if (change === 'add') await store.addAuthorRule(blogId, rule);
        else if (!(await store.removeAuthorRule(blogId, rule))) throw new AdminError('no such rule on this blog');
      }
      const rules = await store.listBlogAuthorRules(blogId);
      if (!rules.length) return print(`blog ${blogId}: no author rules (its owner is its author)`);
      for (const rule of rules) print(`blog ${blogId}: ${rule.issuer} ${rule.claim}=${rule.value}`);
      return;
    }
    case 'forget': {
      if (Boolean(values.email) === Boolean(values.account))
        throw new AdminError('one of --email EMAIL or --account ID is required');
      const erased = (id: string, done: { sessions: number; removed: number; placeholders: number }) =>
        print(
          `account ${id} erased: ${done.sessions} session(s) ended, ${done.removed} comment(s) removed, ${done.placeholders} kept as placeholders`,
        );
      // An account a provider vouched for no e-mail is found by its id (`held` and `authors` show ids).
      if (values.account) {
        const account = await store.getAccount(values.account.trim());
        if (!account) throw new AdminError(`no account ${values.account}`);
        return erased(account.id, await store.forgetReader({ accountId: account.id, visitor: null }));
      }
      const email = required(values.email, 'email');
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AdminError('--email must be an email address');
      // The account with the address, then the comments that give it without one: two transactions, each whole.
      const account = await store.findAccountByEmail(email);
      if (account) erased(account.id, await store.forgetReader({ accountId: account.id, visitor: null }));
      const done = await store.forgetReader({ email, visitor: null });
      print(
        `comments with ${email} and no account: ${done.removed} removed, ${done.placeholders} kept as placeholders, with their reply mail`,
      );
      if (!account) print(`no account with ${email}`);
      return;
    }
    case 'held': {
      // Printed page by page as read: a flooded queue is never held in memory whole.
      let none = true;
      for await (const c of eachHeldComment(store, { blogId: values.blog ?? null })) {
        none = false;
        print(
          `${c.id}\tpost ${c.postId}\t${c.createdAt}\t${c.name}${c.email ? ` <${c.email}>` : ''}\t${c.body.replace(/\s+/g, ' ').slice(0, 80)}`,
        );
      }
      if (none) print('no comments waiting');
      return;
    }
    case 'rejected': {
      let none = true;
      for await (const c of eachRejectedComment(store, values.blog ?? null)) {
        none = false;
        print(
          `${c.id}\tpost ${c.postId}\trejected ${c.rejectedAt}\t${c.name}${c.email ? ` <${c.email}>` : ''}\t${c.body.replace(/\s+/g, ' ').slice(0, 80)}`,
        );
      }
      if (none) print('no rejected comments kept');
      return;
    }
    case 'restore': {
      // An undo of a mistaken rejection: the comment waits in the queue again, to be approved or rejected anew.
      if (!ids.length) throw new AdminError('restore needs at least one comment id');
      for (const id of ids)
        print(
          (await store.restoreRejectedComment(id))
            ? `restored ${id} to the moderation queue`
            : `no kept rejected comment ${id}`,
        );
      return;
    }
    case 'approve':
    case 'delete': {
      if (!ids.length) throw new AdminError(`${command} needs at least one comment id`);
      for (const id of ids) {
        const done = command === 'approve' ? await store.approveComment(id) : await store.deleteComment(id);
        print(
          done
            ? `${command === 'approve' ? 'approved' : 'deleted'} ${id}`
            : `no ${command === 'approve' ? 'held ' : ''}comment ${id}`,
        );
      }
      return;
    }
    case 'export': {
      const file = await exportBlog(store, required(values.blog, 'blog'));
      if (!file) throw new AdminError(`no blog ${values.blog}`);
      return print(JSON.stringify(file, null, 2));
    }
    case 'import': {
      const path = required(ids[0], 'file (first argument)');
      const maxMb = importLimit(values['max-mb']);
      let file: unknown;
      try {
        file = JSON.parse(await readBounded(path, maxMb));
      } catch (error) {
        throw new AdminError(`${path}: ${(error as Error).message}`);
      }
      const read = readBlogFile(file);
      if (typeof read === 'string') throw new AdminError(`${path}: ${read}; nothing was imported`);
      const made = await importBlog(store, read);
      return print(`imported blog ${made.blogId}: ${made.posts} posts, ${made.comments} comments`);
    }
    case 'import-comments':
      return importCommentsCommand(
        store,
        required(ids[0], 'file (first argument)'),
        required(values.blog, 'blog'),
        values['dry-run'] === true,
        importLimit(values['max-mb']),
        print,
      );
    case 'copy':
      return copy(store, required(values.to, 'to'), open, print);
    case 'webhooks':
      return webhooksCommand(store, ids, values, print).catch((error: unknown) => {
        throw error instanceof WebhookInputError ? new AdminError(error.message) : error;
      });
    default:
      throw new AdminError(command ? `unknown command "${command}"\n\n${USAGE}` : USAGE);
  }
}

/** `--max-mb`: the largest file an import reads, in megabytes; a whole number, the default unless given. */
function importLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_IMPORT_MAX_MB;
  const maxMb = Number(value);
  if (!/^\d+$/.test(value) || maxMb < 1 || maxMb > MAX_IMPORT_MAX_MB)
    throw new AdminError(
      `--max-mb must be a whole number of megabytes from 1 to ${MAX_IMPORT_MAX_MB} (got "${value}")`,
    );
  return maxMb;
}

/** `import-comments`: what was read, then what was (or would be) done, a line per fact. */
async function importCommentsCommand(
  store: Store,
  path: string,
  blogId: string,
  dryRun: boolean,
  maxMb: number,
  print: (line: string) => void,
): Promise<void> {
  if (!(await store.getBlog(blogId))) throw new AdminError(`no blog ${blogId}`);
  let exported: CommentExport;
  try {
    exported = readExport(await readBounded(path, maxMb));
  } catch (error) {
    throw new AdminError(`${path}: ${(error as Error).message}; nothing was imported`);
  }
  const pages = new Set(exported.comments.map((comment) => comment.pageUrl)).size;
  print(`${exported.format} export: ${exported.comments.length} comments on ${pages} pages`);
  const report = await importComments(store, blogId, exported, { dryRun });
  const verb = dryRun ? 'would add' : 'added';
  for (const { post, comments } of report.added.values())
    print(`post ${post.id} (${post.url}, "${post.title}"): ${verb} ${comments}`);
  for (const [page, comments] of report.unknownPages) print(`no post at ${page}: ${comments} comments not imported`);
  if (report.alreadyImported) print(`imported before: ${report.alreadyImported} (not added again)`);
  if (report.orphans) print(`answers to a comment not imported, added as comments on the post: ${report.orphans}`);
  for (const [reason, comments] of report.skipped) print(`not imported, ${reason}: ${comments}`);
  const added = [...report.added.values()].reduce((sum, each) => sum + each.comments, 0);
  print(dryRun ? `dry run: would add ${added} comments; nothing was written` : `added ${added} comments`);
}

/**
 * Every table of `source` into the empty database at `to`, in foreign-key
 * order, ids kept, a page of COPY_PAGE rows (table-sums.ts) at a time, each page one
 * transaction; each table read back a page at a time and compared, row count
 * and SHA-256, before the next. Should the copy stop, the target is emptied
 * before trying again (copy refuses a database that holds anything).
 */
async function copy(
  source: Store,
  to: string,
  open: (databaseUrl: string) => Promise<Store>,
  print: (line: string) => void,
): Promise<void> {
  let target: Store;
  try {
    target = await open(to);
  } catch (error) {
    throw new AdminError(`--to: ${(error as Error).message}`);
  }
  try {
    for (const table of TABLES)
      if ((await target.readRows(table.name, { after: null, limit: 1 })).length)
        throw new AdminError(`the database at --to is not empty (${table.name} has rows): copy fills an empty one`);
    const sums: TableSum[] = [];
    for (const table of TABLES) {
      const [read, written] = [tableSum(table), tableSum(table)];
      for await (const page of tablePages(source, table.name)) {
        await target.writeRows(table.name, page);
        read.add(page);
      }
      for await (const page of tablePages(target, table.name)) written.add(page);
      const [readSum, writtenSum] = [read.digest(), written.digest()];
      if (written.rows() !== read.rows() || readSum !== writtenSum)
        throw new AdminError(
          `${table.name}: ${read.rows()} rows read but ${written.rows()} found written, SHA-256 ${readSum} against ${writtenSum}`,
        );
      const sum = { table: table.name, rows: read.rows(), sha256: readSum };
      print(sumLines([sum]).tables[0]!);
      sums.push(sum);
    }
    const all = sumLines(sums);
    print(`copied ${all.rows} rows in ${TABLES.length} tables, the same on both: sha256 ${all.sha256}`);
  } finally {
    await target.close();
  }
}
