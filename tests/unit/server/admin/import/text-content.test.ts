import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DomUtils, parseDocument } from 'htmlparser2';
import { textContent } from '../../../../../src/server/admin/import/text-content.ts';

test('the same text as domutils gives: text and CDATA in order, comments left out', () => {
  const document = parseDocument('<m>a<b>b<i>c</i></b><!-- no -->d<![CDATA[e<f>]]>g</m>', { xmlMode: true });
  assert.is(textContent(document), DomUtils.textContent(document));
  assert.is(textContent(document), 'abcde<f>g');
});

test('elements nested 30,000 deep: their text, where a function calling itself per level overflows the stack', () => {
  const depth = 30_000;
  const document = parseDocument(`<m>${'<b>'.repeat(depth)}deep${'</b>'.repeat(depth)}</m>`, { xmlMode: true });
  assert.throws(() => DomUtils.textContent(document), RangeError);
  assert.is(textContent(document), 'deep');
});

test.run();
