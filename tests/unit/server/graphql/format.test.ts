import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  commentHtml,
  decodeCommentCursor,
  decodeCursor,
  encodeCommentCursor,
  encodeCursor,
  formatDate,
  isoTime,
} from '../../../../src/server/graphql/format.ts';

test('comment bodies are HTML-escaped, every kind of newline becomes <br>', () => {
  assert.is(
    commentHtml(`<script>alert("x")</script> & 'y'`),
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
  );
  assert.is(commentHtml('a\nb\r\nc\rd'), 'a<br>b<br>c<br>d');
  assert.is(commentHtml('<br>'), '&lt;br&gt;', 'a typed <br> stays text');
});

test('dates per locale, in UTC', () => {
  const iso = '2026-03-07T09:05:00.000Z';
  assert.is(formatDate(iso, 'fr'), '07/03/2026 09:05');
  assert.is(formatDate(iso, 'en'), '03/07/2026 09:05');
  assert.is(formatDate(iso, 'de'), '07.03.2026 09:05');
  assert.is(formatDate(iso, 'es'), '07/03/2026 09:05');
  assert.is(formatDate(iso, 'nl'), '07-03-2026 09:05');
  assert.is(formatDate(iso, 'ar'), '07/03/2026 09:05');
  // A time written another way (an offset, no milliseconds) is the same instant, shown in UTC.
  assert.is(formatDate('2026-03-07T10:05:00+01:00', 'fr'), '07/03/2026 09:05');
  assert.is(isoTime('2026-03-07T10:05:00+01:00'), iso);
  assert.is(isoTime(iso), iso);
});

test('cursors round-trip and anything else is refused (undefined), absent is null', () => {
  assert.is(decodeCursor(encodeCursor('42')), '42');
  assert.is(decodeCursor(null), null);
  assert.is(decodeCursor(undefined), null);
  for (const bad of [
    '',
    '42',
    'Yzow',
    Buffer.from('c:-1').toString('base64url'),
    'a'.repeat(41),
    'a'.repeat(65),
    '%%%',
  ])
    assert.is(decodeCursor(bad), undefined, bad);
});

test('a cursor of a post’s comments carries its order, and the score most liked first; a replies cursor takes none of them', () => {
  for (const cursor of [
    { order: 'newest', id: '42' },
    { order: 'oldest', id: '42' },
    { order: 'popular', id: '42', popularity: -3 },
    { order: 'popular', id: '9007199254740991', popularity: 123456789 },
  ] as const)
    assert.equal(decodeCommentCursor(encodeCommentCursor(cursor)), cursor);
  assert.is(
    encodeCommentCursor({ order: 'newest', id: '42' }),
    encodeCursor('42'),
    'newest first: the cursors clients hold already',
  );
  assert.is(decodeCursor(encodeCommentCursor({ order: 'oldest', id: '42' })), undefined);
  assert.is(decodeCursor(encodeCommentCursor({ order: 'popular', id: '42', popularity: 1 })), undefined);
  for (const bad of ['p:x:1', 'p:1:', 'p::1', 'o:0', 'p:1234567890:1', 'q:1'])
    assert.is(decodeCommentCursor(Buffer.from(bad).toString('base64url')), undefined, bad);
});

test.run();
