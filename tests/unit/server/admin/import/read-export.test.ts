import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { ExportError } from '../../../../../src/server/admin/import/comment-export.ts';
import { readExport } from '../../../../../src/server/admin/import/read-export.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../fixtures/import/${name}`, import.meta.url), 'utf8');

test('a Disqus export: its posts on their threads’ pages, replies by parent, deleted and spam left out, messages as text', () => {
  const read = readExport(fixture('disqus-export.xml'));
  assert.is(read.format, 'Disqus');
  assert.is(read.source, 'disqus');
  assert.equal(
    [...read.skipped],
    [
      ['deleted there', 1],
      ['spam', 1],
    ],
  );
  assert.equal(
    read.comments.map((c) => c.sourceId),
    ['9001', '9002', '9003', '9004', '9007', '9008', '9009', '9010'],
  );
  const reply = read.comments.find((c) => c.sourceId === '9003')!;
  assert.equal(
    {
      parent: reply.parentSourceId,
      page: reply.pageUrl,
      name: reply.name,
      email: reply.email,
      createdAt: reply.createdAt,
      isVisible: reply.isVisible,
    },
    {
      parent: '9002',
      page: 'https://blog.example/posts/1',
      name: 'Ada Lovelace',
      email: 'ada@reader.example',
      createdAt: '2019-03-02T10:00:00.000Z',
      isVisible: true,
    },
  );
  assert.is(
    read.comments.find((c) => c.sourceId === '9002')!.body,
    "Agreed & thanks. The map is at the trust's site (https://maps.example/towpath).\n\nSecond paragraph,\nwith a line break.",
  );
  assert.is(read.comments.find((c) => c.sourceId === '9007')!.pageUrl, 'http://blog.example/posts/2/');
  assert.is(read.comments.find((c) => c.sourceId === '9010')!.isVisible, false, 'a comment waiting there waits here');
  const hostile = read.comments.find((c) => c.sourceId === '9004')!;
  assert.is(
    hostile.body,
    '<img src=x onerror=alert(1)> "quotes" & ümlauts 🎉',
    'the script is gone, the text written as a tag stays text',
  );
  assert.is(hostile.name, '<b>Mallory</b> "the tester"', 'a name is text, whatever it holds');
});

test('a WordPress export: comments inside their item, websites kept, pingbacks, spam and trash left out, GMT dates', () => {
  const read = readExport(fixture('wordpress-export.xml'));
  assert.is(read.format, 'WordPress');
  assert.is(read.source, 'wordpress:https://blog.example');
  assert.equal(
    [...read.skipped],
    [
      ['pingbacks', 1],
      ['spam', 1],
      ['in the trash', 1],
    ],
  );
  assert.equal(
    read.comments.map((c) => [c.sourceId, c.parentSourceId]),
    [
      ['21', null],
      ['22', '21'],
      ['25', null],
      ['27', '22'],
      ['31', null],
    ],
  );
  const first = read.comments[0]!;
  assert.equal(
    { page: first.pageUrl, name: first.name, website: first.website, body: first.body, createdAt: first.createdAt },
    {
      page: 'https://blog.example/posts/1/',
      name: 'Margaret Hamilton',
      website: 'https://margaret.example/',
      body: 'Line one\nLine two\n\nBold <b> & more',
      createdAt: '2020-06-01T09:15:00.000Z',
    },
  );
  assert.is(read.comments.find((c) => c.sourceId === '25')!.isVisible, false);
  assert.is(
    read.comments.find((c) => c.sourceId === '27')!.createdAt,
    '2020-06-03T10:00:00.000Z',
    'no GMT date: the local one, read as UTC',
  );
});

test('anything else is refused with what it is not', () => {
  for (const text of [
    '',
    'not xml at all',
    '{"format": "porchlight-blog"}',
    '<feed xmlns="http://www.w3.org/2005/Atom"></feed>',
    '<rss><nochannel/></rss>',
  ])
    assert.throws(
      () => readExport(text),
      (error: Error) => error instanceof ExportError && /not a (Disqus|WordPress) export/.test(error.message),
      text,
    );
});

test('an entity the export declares is not expanded, nor any file read', () => {
  const xxe = `<?xml version="1.0"?><!DOCTYPE disqus [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY lol "lollollollollol">]>
<disqus xmlns:dsq="x"><thread dsq:id="1"><link>https://blog.example/posts/1</link></thread>
<post dsq:id="2"><message>&secret;&lol;&lol;</message><createdAt>2019-01-01T00:00:00Z</createdAt><author><name>X</name></author><thread dsq:id="1"/></post></disqus>`;
  const [comment] = readExport(xxe).comments;
  assert.not.match(comment!.body, /root:|lollol/);
});

test('elements nested past the limit: the export is refused, saying so; a message whose HTML nests so is left out, counted', () => {
  const deep = `${'<b>'.repeat(5000)}x${'</b>'.repeat(5000)}`;
  const disqus = (message: string, extra = '') =>
    `<disqus xmlns:dsq="d"><thread dsq:id="t"><link>https://b.example/p</link></thread>${extra}` +
    `<post dsq:id="1"><thread dsq:id="t"/><message>${message}</message><createdAt>2020-01-01T00:00:00Z</createdAt></post></disqus>`;
  assert.throws(
    () => readExport(disqus('hi', deep)),
    (error: Error) =>
      error instanceof ExportError &&
      error.message === 'its elements nest more than 1000 deep, as no Disqus or WordPress export does',
  );
  const escaped = readExport(disqus(deep.replaceAll('<', '&lt;').replaceAll('>', '&gt;')));
  assert.equal(escaped.comments, []);
  assert.equal([...escaped.skipped], [['its HTML nested more than 1000 deep', 1]]);
});

test.run();
