import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MAX_NESTING } from '../../../../../src/server/admin/import/nesting.ts';
import { htmlToText } from '../../../../../src/server/admin/import/html-text.ts';

test('paragraphs become blank lines, <br> a line break, a list its items; spaces of the HTML collapse', () => {
  assert.is(
    htmlToText('<p>One\n  two</p><p>Three<br>four</p><ul><li>a</li><li>b <i>c</i></li></ul>'),
    'One two\n\nThree\nfour\n\n- a\n- b c',
  );
});

test('entities are their characters, and what was text stays text: a tag written as text is not made a tag', () => {
  assert.is(
    htmlToText('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot; &#233;'),
    '<img src=x onerror=alert(1)> & "q" é',
  );
});

test('scripts, styles and embedded frames leave nothing; other tags leave their text', () => {
  assert.is(
    htmlToText(
      '<script>alert(1)</script><style>p{}</style><iframe>x</iframe><b>kept</b> <span onclick="x()">too</span>',
    ),
    'kept too',
  );
});

test('a link keeps its text and, when it differs, its http(s) address; other schemes are dropped', () => {
  assert.is(htmlToText('<a href="https://a.example/x">the map</a>'), 'the map (https://a.example/x)');
  assert.is(htmlToText('<a href="https://a.example/x">https://a.example/x</a>'), 'https://a.example/x');
  assert.is(htmlToText('<a href="javascript:alert(1)">click</a>'), 'click');
});

test('WordPress text keeps the line breaks its writer typed', () => {
  assert.is(
    htmlToText('Line one\nLine two\n\n\n\n<strong>Bold</strong>', { lineBreaks: 'kept' }),
    'Line one\nLine two\n\nBold',
  );
  assert.is(htmlToText('Line one\nLine two'), 'Line one Line two');
});

test('HTML nested up to the limit reads as its text, a link too; past it, declined (null) at once, however deep', () => {
  const nested = (depth: number, inner: string) => `${'<b>'.repeat(depth)}${inner}${'</b>'.repeat(depth)}`;
  assert.is(htmlToText(nested(MAX_NESTING, 'deep')), 'deep');
  assert.is(
    htmlToText(`<p><a href="https://x.org/">${nested(MAX_NESTING - 2, 'there')}</a> and on</p>`),
    'there (https://x.org/) and on',
  );
  assert.is(htmlToText(nested(MAX_NESTING + 1, 'too deep')), null);
  const started = Date.now();
  assert.is(htmlToText(nested(1_000_000, 'far too deep')), null);
  assert.ok(Date.now() - started < 5000, 'declined without parsing a million levels');
});

test.run();
