import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { budgetFor, checkBudgets, formatTable, measure } from '../../../scripts/size-budget.mjs';

const size = (gzip: number) => ({ raw: gzip * 2, gzip, brotli: gzip - 10 });

test('measure gives raw, gzip and brotli bytes', () => {
  const m = measure('a'.repeat(1000));
  assert.is(m.raw, 1000);
  assert.ok(m.gzip < 100 && m.brotli < 100);
});

test('budgets match exact names and * within one folder, first match wins', () => {
  const budgets = { 'widgets/loader.js': { gzip: 1 }, 'widgets/chunks/*': { gzip: 2 }, 'widgets/*': { gzip: 3 } };
  assert.equal(budgetFor('widgets/loader.js', budgets), { gzip: 1 });
  assert.equal(budgetFor('widgets/chunks/chunk-AB12.js', budgets), { gzip: 2 });
  assert.equal(budgetFor('widgets/share.js', budgets), { gzip: 3 });
  assert.is(budgetFor('react/index.js', budgets), null);
});

test('within budget: no failures, every row ok', () => {
  const { failures, rows } = checkBudgets(
    { 'widgets/a.js': size(500) },
    {},
    { outputs: { 'widgets/a.js': { gzip: 512 } } },
  );
  assert.equal(failures, []);
  assert.equal(rows[0]!.over, []);
});

test('a budget lowered below the real size fails, naming the file, the unit and both numbers', () => {
  const sizes = { 'widgets/a.js': size(500) };
  const { failures } = checkBudgets(sizes, {}, { outputs: { 'widgets/a.js': { gzip: 499, brotli: 600 } } });
  assert.equal(failures, ['widgets/a.js: 500 B gzip is over its budget of 499 B']);
  assert.match(
    formatTable(checkBudgets(sizes, {}, { outputs: { 'widgets/a.js': { gzip: 499 } } }).rows),
    /OVER \(gzip\)/,
  );
});

test('an output without a budget fails: nothing ships unweighed', () => {
  const { failures } = checkBudgets({ 'widgets/new.js': size(10) }, {}, { outputs: {} });
  assert.equal(failures, ['widgets/new.js: no budget in dist-size.json']);
});

test('a page total sums each entry with every chunk it imports, once', () => {
  const sizes = {
    'widgets/loader.js': size(400),
    'widgets/a.js': size(300),
    'widgets/b.js': size(200),
    'widgets/chunks/rt.js': size(1000),
  };
  const closures = {
    'widgets/a.js': ['widgets/a.js', 'widgets/chunks/rt.js'],
    'widgets/b.js': ['widgets/b.js', 'widgets/chunks/rt.js'],
  };
  const outputs = { 'widgets/*': { gzip: 5000 }, 'widgets/chunks/*': { gzip: 5000 } };
  const page = { entries: ['widgets/loader.js', 'widgets/a.js', 'widgets/b.js'], gzip: 1899 };
  const { failures, rows } = checkBudgets(sizes, closures, { outputs, pages: { both: page } });
  assert.equal(rows.at(-1)!.gzip, 1900);
  assert.equal(failures, ['page: both: 1900 B gzip is over its budget of 1899 B']);
});

test('a page naming an output that was not built fails', () => {
  const { failures } = checkBudgets({}, {}, { outputs: {}, pages: { p: { entries: ['widgets/gone.js'], gzip: 1 } } });
  assert.equal(failures, ['page "p": widgets/gone.js was not built']);
});

test.run();
