import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';
import { renderStatement } from '../../../../src/server/routes/accessibility.ts';

test('GET /accessibility: the statement in the demo layout, with links to the tests', async () => {
  const { app, close } = await memoryApp({ seed: false });
  const res = await app.inject('/accessibility');
  assert.is(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^text\/html/);
  assert.match(res.body, '<h1>Accessibility statement</h1>');
  assert.match(res.body, '<header class="site">');
  assert.match(res.body, /<a href="a11y\/[a-z-]+\.test\.ts">/);
  assert.match(res.body, '<table>');
  assert.not.match(res.body, '&lt;!--');
  await close();
});

test('raw HTML in the statement stays text', () => {
  assert.is(renderStatement('<script>x</script>\n'), '<p>&lt;script&gt;x&lt;/script&gt;</p>\n');
  assert.is(renderStatement('<!-- note -->\n# T\n'), '<h1>T</h1>\n');
});

test.run();
