import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml, html, raw } from '../../../../src/server/pages/html.ts';

test('interpolations are escaped, raw() and nested templates are not', () => {
  const title = `<img src=x onerror="alert('x')">&`;
  assert.is(html`<h1>${title}</h1>`.html, '<h1>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</h1>');
  assert.is(html`<p>${raw('<b>ok</b>')}${html`<i>${'<'}</i>`}</p>`.html, '<p><b>ok</b><i>&lt;</i></p>');
});

test('lists join, empty values vanish', () => {
  assert.is(html`${['a', 'b']}|${null}|${undefined}|${false}|${0}`.html, 'ab||||0');
  assert.is(escapeHtml(`"'`), '&quot;&#39;');
});

test.run();
