import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { selectChanged } from '../../../scripts/changed-tests.mjs';
import { plan } from '../../../scripts/test-plan.mjs';

interface Task {
  id: string;
  group: string;
  files?: string[];
  env?: Record<string, string>;
  command: [string, string[]];
}

const testFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative('.', join(entry.parentPath, entry.name)));

const planned = () => plan('node') as Task[];
const filesOf = (tasks: Task[], server = false) =>
  tasks.filter((task) => Boolean(task.env?.PORCHLIGHT_COMMENTS_MODE) === server).flatMap((task) => task.files ?? []);

test('npm test runs every test file once: none is left out because it is run by name', () => {
  const everyFile = ['tests', 'a11y'].flatMap(testFilesIn).sort();
  const unsharded = planned().filter((task) => !task.env?.TEST_SHARD);
  assert.equal(
    filesOf(unsharded).sort(),
    everyFile.filter((file) => file !== 'tests/browser/fault-matrix.test.ts'),
  );
});

test('a file run in parts runs each part once: the fault matrix in four', () => {
  const parts = planned().filter((task) => task.files?.[0] === 'tests/browser/fault-matrix.test.ts');
  assert.equal(
    parts.map((task) => task.env?.TEST_SHARD),
    ['1/4', '2/4', '3/4', '4/4'],
  );
});

test('the second run on server-rendered pages takes the comment files that read the first paint, and they exist', () => {
  const again = filesOf(planned(), true);
  assert.ok(again.includes('tests/browser/widgets/comments.test.ts'));
  assert.ok(again.includes('tests/browser/widgets/comments-threads.test.ts'));
  assert.not.ok(again.includes('tests/browser/widgets/comments-menu.test.ts'), 'menus drive the running section');
  assert.ok(again.length >= 10, `${again.length} files`);
});

const chosenFiles = (changed: string[]) => {
  const chosen = selectChanged(planned(), changed) as Task[];
  return {
    ids: chosen.map((task) => task.id),
    // A unit shard shrinks to its chosen files, which are the last arguments of its command.
    files: chosen.flatMap((task) => (task.files ? task.command[1].filter((arg) => arg.endsWith('.test.ts')) : [])),
  };
};

test('--changed: a widget changed runs its own browser and a11y files, not another widget’s, and builds first', () => {
  const { ids, files } = chosenFiles(['src/widgets/share/index.ts']);
  assert.ok(files.includes('tests/browser/widgets/share.test.ts'));
  assert.ok(files.includes('a11y/share.test.ts'));
  assert.not.ok(files.includes('tests/browser/widgets/comments.test.ts'));
  assert.not.ok(files.includes('tests/browser/widgets/print.test.ts'));
  assert.ok(ids.includes('build'));
  assert.ok(ids.includes('typecheck'));
});

test('--changed: a test helper changed runs the files that import it, however indirectly, and only them', () => {
  const { files } = chosenFiles(['tests/helpers/smtp.ts']);
  assert.ok(files.includes('tests/browser/widgets/comments-reply-mail.test.ts'));
  assert.ok(files.includes('tests/unit/server/mail/reply-mail.test.ts'));
  assert.not.ok(files.includes('tests/browser/widgets/share.test.ts'));
});

test('--changed: a shared module changed runs the unit file that imports it, and no browser file of an unrelated widget', () => {
  const { ids, files } = chosenFiles(['src/shared/when-again.ts']);
  assert.ok(files.includes('tests/unit/shared/when-again.test.ts'));
  assert.not.ok(files.includes('tests/browser/widgets/slideshow.test.ts'));
  assert.ok(ids.includes('lint'));
});

test('--changed: the bundler or the budgets changed runs every file that tests the build', () => {
  const { files } = chosenFiles(['dist-size.json']);
  assert.ok(files.includes('tests/browser/widgets/slideshow.test.ts'));
  assert.ok(files.includes('a11y/comments.test.ts'));
});

test('--changed: a transcript changed runs its widget’s transcripts test; the demo changed runs every browser file', () => {
  assert.ok(chosenFiles(['a11y/transcripts/comments-editing.txt']).files.includes('a11y/transcripts-comments.test.ts'));
  const demo = chosenFiles(['src/demo/seed.ts']).files;
  assert.ok(demo.includes('tests/browser/widgets/slideshow.test.ts'));
  assert.ok(demo.includes('a11y/share.test.ts'));
});

test.run();
