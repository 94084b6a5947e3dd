import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DomUtils } from 'htmlparser2';
import { readXml } from '../../../../src/server/admin/import/comment-export.ts';
import { bodyHtml } from '../../../../src/server/feeds/body-html.ts';
import { FEED_ENTRIES } from '../../../../src/server/routes/feeds.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';

// The comments feeds (docs/moderation.md "Comment feeds") through the real app: what
// they hold, in which language, how caches may keep them, and what they
// refuse. Well-formedness against a browser's XML parser, with hostile
// content: tests/browser/server/feeds.test.ts.

/** A feed's entries as a reader's feed reader sees them. */
function entries(xml: string) {
  const document = readXml(xml);
  const text = (node: Parameters<typeof DomUtils.textContent>[0], name: string) =>
    DomUtils.textContent(DomUtils.getElementsByTagName(name, node, true, 1)[0]!);
  return DomUtils.getElementsByTagName('entry', document, true).map((entry) => ({
    id: text(entry, 'id'),
    title: text(entry, 'title'),
    name: text(entry, 'name'),
    text: text(entry, 'content'),
  }));
}

test('a post’s feed: its newest visible comments, replies among them, held ones never; Atom, shared by caches', async () => {
  const { app, store, close } = await memoryApp();
  const held = await store.addComment({
    postId: '1',
    parentId: null,
    threadId: null,
    accountId: null,
    name: 'Held',
    email: null,
    website: null,
    body: 'Not yet.',
    isVisible: false,
  });
  const res = await app.inject('/comments/feeds/posts/1.atom');
  assert.is(res.statusCode, 200);
  assert.is(res.headers['content-type'], 'application/atom+xml; charset=utf-8');
  assert.match(res.headers['cache-control'] as string, /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  const listed = entries(res.body);
  const newest = await store.lastCommentsOfPost('1', FEED_ENTRIES);
  assert.is(listed.length, Math.min(FEED_ENTRIES, (await store.countVisibleComments('1'))!));
  assert.equal(
    listed.map((entry) => entry.id),
    newest.map((comment) => `http://localhost/posts/1#ob-comment-${comment.id}`),
  );
  assert.ok(newest.some((comment) => comment.threadId !== null));
  assert.not.ok(res.body.includes(`ob-comment-${held.id}<`));
  assert.equal(listed[0], {
    id: listed[0]!.id,
    title: `${newest[0]!.name} on “${(await store.getPost('1'))!.title}”`,
    name: newest[0]!.name,
    text: bodyHtml(JSON.parse(newest[0]!.bodyTree!)),
  });
  assert.match(
    res.body,
    /<content type="html" xml:lang="en">&lt;div class=&quot;pl-body&quot;&gt;&lt;p&gt;/,
    'a comment written in Markdown goes out as its HTML, escaped for XML, in the language it was written in',
  );
  const again = await app.inject({
    url: '/comments/feeds/posts/1.atom',
    headers: { 'if-none-match': res.headers.etag as string },
  });
  assert.is(again.statusCode, 304);
  await close();
});

test('in the locale asked for (French, German, Arabic); an unknown one reads English; a blog’s feed holds every post’s comments', async () => {
  const { app, store, close } = await memoryApp();
  const fr = await app.inject('/comments/feeds/posts/2.atom?locale=fr');
  assert.match(fr.body, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="fr">/);
  assert.match(fr.body, /<title type="text">Commentaires sur « [^<]+ »<\/title>/);
  assert.match(
    (await app.inject('/comments/feeds/posts/2.atom?locale=de')).body,
    /xml:lang="de">[\s\S]*<title type="text">Kommentare zu „/,
  );
  assert.match(
    (await app.inject('/comments/feeds/posts/2.atom?locale=ar')).body,
    /xml:lang="ar">[\s\S]*<title type="text">تعليقات على «/,
  );
  assert.match(
    (await app.inject('/comments/feeds/posts/2.atom?locale=ja')).body,
    /xml:lang="en">[\s\S]*<title type="text">Comments on “/,
  );
  const blog = await app.inject('/comments/feeds/blogs/1.atom');
  assert.is(blog.statusCode, 200);
  const last = await store.lastComments('1', FEED_ENTRIES);
  assert.equal(
    entries(blog.body).map((entry) => entry.id),
    last.map((comment) => `http://localhost/posts/${comment.post.id}#ob-comment-${comment.id}`),
  );
  assert.ok(new Set(last.map((comment) => comment.post.id)).size > 1);
  assert.match(blog.body, /<title type="text">Last comments on Porchlight demo blog<\/title>/);
  await close();
});

test('an unknown post or blog, or an address that is no feed: 404, kept by no cache', async () => {
  const { app, close } = await memoryApp();
  for (const url of [
    '/comments/feeds/posts/999.atom',
    '/comments/feeds/blogs/9.atom',
    '/comments/feeds/posts/1.rss',
    '/comments/feeds/posts/0.atom',
    '/comments/feeds/posts/abc.atom',
    '/comments/feeds/posts/1',
    '/comments/feeds/posts/%3Cx%3E.atom',
  ]) {
    const res = await app.inject(url);
    assert.is(res.statusCode, 404, url);
    assert.is(res.headers['cache-control'], 'no-store', url);
    assert.not.match(res.body, /<x>/);
  }
  await close();
});

test('the section’s fragment and the post page link the post’s feed', async () => {
  const { app, store, close } = await memoryApp();
  const { title } = (await store.getPost('1'))!;
  const link = `<link rel="alternate" type="application/atom+xml" title="Comments on “${title}” (Atom feed)" href="/comments/feeds/posts/1.atom?locale=en">`;
  const fragment = await app.inject('/comments/html?postID=1&locale=en');
  assert.ok(fragment.body.startsWith('<section class="pl-comments"'), 'the section comes first');
  assert.ok(fragment.body.endsWith(`</section>\n${link}`), 'the link after it');
  const page = await app.inject('/posts/1');
  assert.ok(page.body.slice(0, page.body.indexOf('</head>')).includes(link), 'in the page’s head');
  await close();
});

test.run();
