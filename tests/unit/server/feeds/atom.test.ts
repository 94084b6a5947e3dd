import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { atomFeed, xmlText } from '../../../../src/server/feeds/atom.ts';

test('text is escaped for XML, and what XML cannot carry at all is left out', () => {
  assert.is(xmlText(`<a href="x">&'`), '&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  assert.is(xmlText(']]>'), ']]&gt;');
  assert.is(xmlText('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf'), 'abcdef');
  assert.is(xmlText('tab\tline\nreturn\r'), 'tab\tline\nreturn\r', 'tab, newline and carriage return are XML');
  assert.is(xmlText('lone \uD800 and \uDC00 surrogates, a pair 🎉'), 'lone  and  surrogates, a pair 🎉');
});

test('a feed: its id, title, links, updated; each entry with id, title, link, author, dates and text content', () => {
  const feed = atomFeed({
    lang: 'fr',
    title: 'Commentaires sur « A & B »',
    subtitle: 'Blog',
    feedUrl: 'https://c.example/comments/feeds/posts/1.atom?locale=fr',
    pageUrl: 'https://blog.example/posts/1#comments',
    updated: '2026-01-02T03:04:05.000Z',
    entries: [
      {
        id: 'https://blog.example/posts/1#ob-comment-7',
        title: 'Ada sur « A & B »',
        url: 'https://blog.example/posts/1#ob-comment-7',
        author: { name: 'Ada', uri: 'https://ada.example/?a=1&b=2' },
        published: '2026-01-02T03:04:05.000Z',
        text: '<b>hi</b>',
      },
    ],
  });
  assert.ok(
    feed.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">'),
  );
  for (const part of [
    '<id>https://c.example/comments/feeds/posts/1.atom?locale=fr</id>',
    '<title type="text">Commentaires sur « A &amp; B »</title>',
    '<subtitle type="text">Blog</subtitle>',
    '<link rel="self" type="application/atom+xml" href="https://c.example/comments/feeds/posts/1.atom?locale=fr"/>',
    '<link rel="alternate" type="text/html" href="https://blog.example/posts/1#comments"/>',
    '<updated>2026-01-02T03:04:05.000Z</updated>',
    '<author><name>Ada</name><uri>https://ada.example/?a=1&amp;b=2</uri></author>',
    '<content type="text">&lt;b&gt;hi&lt;/b&gt;</content>',
  ])
    assert.ok(feed.includes(part), part);
  const formatted = atomFeed({
    lang: 'en',
    title: 't',
    subtitle: null,
    feedUrl: 'https://x/',
    pageUrl: 'https://x/',
    updated: '1970-01-01T00:00:00.000Z',
    entries: [
      {
        id: 'https://x/#1',
        title: 't',
        url: 'https://x/#1',
        author: { name: 'A', uri: null },
        published: '1970-01-01T00:00:00.000Z',
        text: '*hi*',
        html: '<p><em>hi</em> &amp; ]]></p>',
      },
    ],
  });
  assert.ok(
    formatted.includes('<content type="html">&lt;p&gt;&lt;em&gt;hi&lt;/em&gt; &amp;amp; ]]&gt;&lt;/p&gt;</content>'),
    'formatted: its HTML, escaped once more',
  );
  const entry = { id: 'https://x/#1', title: 't', url: 'https://x/#1', author: { name: 'A', uri: null } };
  const languages = atomFeed({
    lang: 'ar',
    title: 't',
    subtitle: null,
    feedUrl: 'https://x/',
    pageUrl: 'https://x/',
    updated: '1970-01-01T00:00:00.000Z',
    entries: [
      { ...entry, published: '1970-01-01T00:00:00.000Z', text: 'Quel héron !', lang: 'fr' },
      { ...entry, published: '1970-01-01T00:00:00.000Z', text: 'imported', html: '<p>imported</p>', lang: '' },
    ],
  });
  assert.ok(languages.includes('<content type="text" xml:lang="fr">Quel héron !</content>'), 'written in French');
  assert.ok(languages.includes('<content type="html" xml:lang="">'), 'unknown: not the feed’s Arabic');
  assert.not.ok(
    atomFeed({
      lang: 'en',
      title: 't',
      subtitle: null,
      feedUrl: 'https://x/',
      pageUrl: 'https://x/',
      updated: '1970-01-01T00:00:00.000Z',
      entries: [],
    }).includes('<entry>'),
  );
});

test.run();
