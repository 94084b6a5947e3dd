import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINES, startTarget, type HostileTarget } from '../helpers/hostile.ts';

/**
 * Hostile exports for `porchlight admin import-comments` (docs/self-hosting.md "Imports are bounded"): a file larger than any
 * export, and replies nested a hundred thousand levels deep, the deepest first, so that placing it must reach up
 * through every level above. The command runs as an operator runs it, the built `porchlight` command in a process
 * of its own, on the target's database.
 */
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const admin = (target: HostileTarget, args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(
      process.execPath,
      ['dist/server/cli.js', 'admin', ...args],
      { env: { ...process.env, DATABASE_URL: target.databaseUrl }, maxBuffer: 64 * 1024 * 1024, timeout: 240_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** A Disqus export of replies `levels` deep on post 1, written deepest first, padded to `padding` bytes. */
function deepExport(levels: number, padding = 0): string {
  const parts = [
    '<?xml version="1.0" encoding="utf-8"?>\n<disqus xmlns:dsq="http://disqus.com/disqus-internals">\n',
    '<thread dsq:id="t1"><link>https://blog.example/posts/1</link></thread>\n',
  ];
  for (let level = levels - 1; level >= 0; level--)
    parts.push(
      `<post dsq:id="p${level}"><thread dsq:id="t1"/>${level ? `<parent dsq:id="p${level - 1}"/>` : ''}`,
      `<message>Level ${level}</message><createdAt>2020-01-01T00:00:00Z</createdAt><author><name>N</name></author></post>\n`,
    );
  if (padding) parts.push(`<!-- ${'x'.repeat(padding)} -->\n`);
  parts.push('</disqus>\n');
  return parts.join('');
}

const dir = mkdtempSync(join(tmpdir(), 'porchlight-import-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const TOO_BIG = file('too-big.xml', deepExport(10, 1_600_000));
const DEEPEST = file('deepest.xml', deepExport(100_000));
const DEEP = file('deep.xml', deepExport(15_000));
/** Elements nested 200,000 deep in the export itself: the parser's work grows with the square of the depth. */
const NESTED = file(
  'nested.xml',
  deepExport(1).replace('</disqus>', `${'<b>'.repeat(200_000)}${'</b>'.repeat(200_000)}</disqus>`),
);
/** A message whose HTML (escaped, as Disqus writes it) nests 200,000 tags deep, beside a plain one; ids of their own. */
const NESTED_MESSAGE = file(
  'nested-message.xml',
  deepExport(2)
    .replaceAll('dsq:id="p', 'dsq:id="m')
    .replace('Level 0', 'A plain message')
    .replace('Level 1', `${'&lt;b&gt;'.repeat(200_000)}Level 1${'&lt;/b&gt;'.repeat(200_000)}`),
);

const rowsOf = async (target: HostileTarget) => ({
  comments: (await target.store.readRows('comments')).length,
  imported: (await target.store.readRows('imported_comments')).length,
});

for (const engine of ENGINES) {
  const test = suite(`hostile imports (${engine})`);
  let target: HostileTarget;
  test.before(async () => {
    target = await startTarget(engine);
  });
  test.after(async () => {
    await target?.stop();
  });

  test('a file past the limit is refused with the limit named, and nothing is imported', async () => {
    const before = await rowsOf(target);
    const run = await admin(target, ['import-comments', TOO_BIG, '--blog', '1', '--max-mb', '1']);
    assert.is(run.code, 1);
    assert.is(run.stdout, '');
    assert.is(
      run.stderr,
      `${TOO_BIG}: the file is 1.5 MB, past the import limit of 1 MB (raise it with --max-mb, at most 2048); nothing was imported\n`,
    );
    assert.equal(await rowsOf(target), before);
    const blog = await admin(target, ['import', TOO_BIG, '--max-mb', '1']);
    assert.is(blog.code, 1);
    assert.match(blog.stderr, /past the import limit of 1 MB/);
    assert.equal(await rowsOf(target), before);
  });

  test('elements nested 200,000 deep: refused at once, saying why, and nothing imported', async () => {
    const before = await rowsOf(target);
    const started = Date.now();
    const run = await admin(target, ['import-comments', NESTED, '--blog', '1']);
    assert.is(run.code, 1);
    assert.is(
      run.stderr,
      `${NESTED}: its elements nest more than 1000 deep, as no Disqus or WordPress export does; nothing was imported\n`,
    );
    assert.ok(Date.now() - started < 20_000, 'turned away before the parse');
    assert.equal(await rowsOf(target), before);
  });

  test('a message whose HTML nests 200,000 deep is left out and counted; the rest is imported', async () => {
    const before = await rowsOf(target);
    const run = await admin(target, ['import-comments', NESTED_MESSAGE, '--blog', '1']);
    assert.is(run.code, 0, run.stderr);
    assert.match(run.stdout, /^not imported, its HTML nested more than 1000 deep: 1$/m);
    assert.match(run.stdout, /^added 1 comments$/m);
    assert.equal(await rowsOf(target), { comments: before.comments + 1, imported: before.imported + 1 });
  });

  test('replies 100,000 levels deep, the deepest first: read and placed without overflowing the stack (dry run)', async () => {
    const before = await rowsOf(target);
    const run = await admin(target, ['import-comments', DEEPEST, '--blog', '1', '--dry-run']);
    assert.is(run.stderr, '');
    assert.is(run.code, 0);
    assert.match(run.stdout, /^Disqus export: 100000 comments on 1 pages$/m);
    assert.match(run.stdout, /^dry run: would add 100000 comments; nothing was written$/m);
    assert.equal(await rowsOf(target), before);
  });

  test('replies 15,000 levels deep, the deepest first, are imported, each in its thread', async () => {
    const before = await rowsOf(target);
    const run = await admin(target, ['import-comments', DEEP, '--blog', '1']);
    assert.is(run.stderr, '');
    assert.is(run.code, 0);
    assert.match(run.stdout, /^added 15000 comments$/m);
    assert.equal(await rowsOf(target), { comments: before.comments + 15_000, imported: before.imported + 15_000 });
    const comments = await target.store.readRows('comments');
    const top = comments.find((row) => row.body === 'Level 0')!;
    const deepest = comments.find((row) => row.body === 'Level 14999')!;
    const above = comments.find((row) => row.body === 'Level 14998')!;
    assert.is(top.thread_id, null);
    assert.is(deepest.parent_id, above.id);
    assert.is(deepest.thread_id, top.id);
  });

  test.run();
}

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
