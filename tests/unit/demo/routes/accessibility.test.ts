import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { renderStatement } from '../../../../src/demo/routes/accessibility.ts';

test('GET /accessibility: the statement in the demo layout, naming the tests by their words and files', async () => {
  const { app, close } = await memoryApp({ seed: false });
  const res = await app.inject('/accessibility');
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^text\/html/);
  assert.match(res.body, '<h1>Accessibility statement</h1>');
  assert.match(res.body, '<header class="site">');
  // The tests are files of the repository, which this server does not serve: named, not linked.
  assert.not.match(res.body, /<a href="(a11y|tests|docs)\//);
  assert.match(res.body, /[a-z] <code>a11y\/[a-z-]+\.test\.ts<\/code>/);
  assert.match(res.body, '<div class="scrolls" role="region" tabindex="0" aria-label="comments">\n<table>');
  assert.not.match(res.body, '&lt;!--');
  await close();
});

test('raw HTML in the statement stays text', () => {
  assert.is(renderStatement('<script>x</script>\n'), '<p>&lt;script&gt;x&lt;/script&gt;</p>\n');
  assert.is(renderStatement('<!-- note -->\n# T\n'), '<h1>T</h1>\n');
});

test('links into the repository read as words and path; links elsewhere stay links; tables scroll in a named region', () => {
  assert.is(
    renderStatement('[a test](a11y/x.test.ts) and [WCAG](https://www.w3.org/TR/WCAG22/) and [here](#top)\n'),
    '<p>a test <code>a11y/x.test.ts</code> and <a href="https://www.w3.org/TR/WCAG22/">WCAG</a> and <a href="#top">here</a></p>\n',
  );
  assert.match(
    renderStatement('### share\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'),
    /<div class="scrolls" role="region" tabindex="0" aria-label="share">\n<table>[\s\S]*<\/table>\n<\/div>/,
  );
});

test('a table row’s first cell is its header: th scope="row", the other cells stay data', () => {
  const table = renderStatement('| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n| 4 | 5 | 6 |\n');
  assert.match(table, /<tr>\n<th scope="row">1<\/th>\n<td>2<\/td>\n<td>3<\/td>\n<\/tr>/);
  assert.match(table, /<tr>\n<th scope="row">4<\/th>\n<td>5<\/td>/);
  assert.match(table, /<thead>\n<tr>\n<th scope="col">a<\/th>/, 'the column headers say they head columns');
});

test.run();
