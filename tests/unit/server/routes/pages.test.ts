import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memoryApp } from '../../../helpers/memory-app.ts';

test('a tag page lists the posts carrying the tag, escaped, with the demo’s CSP', async () => {
  const { app, close } = await memoryApp();
  const res = await app.inject('/tags/mountains');
  assert.is(res.statusCode, 200);
  assert.match(res.body, /<h1>Mountains<\/h1>/);
  assert.match(res.body, /<a href="\/posts\/2">Sourdough at altitude<\/a>/);
  assert.match(res.body, /<a href="\/posts\/3">A winter of night photography<\/a>/);
  assert.not.match(res.body, /\/posts\/1"/);
  assert.match(res.headers['content-security-policy'] as string, /script-src 'self'/);
  await close();
});

test('every tag of every post leads to a page; an unknown tag is a 404', async () => {
  const { app, store, close } = await memoryApp();
  for (const post of await store.listPosts('1'))
    for (const tag of await store.listPostTags(post.id))
      assert.is((await app.inject(tag.url)).statusCode, 200, tag.url);
  assert.is((await app.inject('/tags/nothing-here')).statusCode, 404);
  await close();
});

test('every demo page loads the scheme script from this origin first, and carries the switcher its script wires', async () => {
  const { app, close } = await memoryApp();
  for (const path of ['/', '/posts/1', '/tags/walking', '/examples/counts', '/examples/themes']) {
    const res = await app.inject(path);
    assert.is(res.statusCode, 200, path);
    // Blocking and before the styles: the chosen scheme is set before the first paint.
    assert.match(res.body, /<link rel="icon" href="data:,">\n<script src="\/demo\/scheme.js"><\/script>\n/, path);
    assert.match(
      res.body,
      /<label for="site-scheme">Theme<\/label>\n<select id="site-scheme" autocomplete="off">/,
      path,
    );
    assert.is(res.body.match(/<option value="(system|light|dark)">/g)?.length, 3, path);
    assert.not.match(res.body, /<script>/, `${path}: no inline script`);
  }
  const script = await app.inject('/demo/scheme.js');
  assert.is(script.statusCode, 200);
  assert.match(script.headers['content-type'] as string, /javascript/);
  assert.match(script.headers['content-security-policy'] as string, /script-src 'self'/);
  // A script that blocks every page's first paint is kept a while, not asked about again on every page.
  assert.is(script.headers['cache-control'], 'public, max-age=300');
  // The popups follow the reader's choice too.
  assert.match((await app.inject('/comments/en/fetch/user')).body, /<script src="\/demo\/scheme.js"><\/script>/);
  await close();
});

test('the themes page: every widget in a light and a dark column, the palette linked, one comment section, last', async () => {
  const { app, close } = await memoryApp();
  const res = await app.inject('/examples/themes');
  assert.is(res.statusCode, 200);
  const page = res.body;
  assert.match(page, /<link rel="stylesheet" href="\/widgets\/themes.css">/);
  assert.match(page, /<body class="wide">/);
  const widgets = (html: string) =>
    [...html.matchAll(/data-porchlight="([\w-]+)" data-theme="(\w+)"/g)].map(([, name, theme]) => `${name} ${theme}`);
  const cells = page.split('<section class="theme-column').slice(1);
  const every = [
    'comment-count',
    'comment-count',
    'last-comments',
    'share',
    'print',
    'slideshow',
    'audio-player',
    'tags-carousel',
    'tags-dropdown',
  ];
  assert.equal(
    cells.map(widgets),
    [every.map((name) => `${name} light`), every.map((name) => `${name} dark`), [], ['comments light']],
    'the two columns, then where the section is not, then the section, last in the page',
  );
  // The second count is of a post nobody has commented on (post 2 in the seed).
  assert.match(cells[0]!, /data-post-id="2" data-href="\/posts\/2#comments"/);
  assert.match(cells[2]!, /^ theme-comments" data-column="dark"/);
  assert.match(cells[2]!, /<a href="\/examples\/themes\?theme=dark">show it here<\/a>/);
  const ids = [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
  assert.equal(ids, [...new Set(ids)], 'every id once');
  await close();
});

test('the themes page with ?theme=dark carries the comment section on the dark side; the home page links the page', async () => {
  const { app, close } = await memoryApp();
  const cells = (await app.inject('/examples/themes?theme=dark&locale=fr')).body
    .split('<section class="theme-column')
    .slice(1);
  assert.is(cells.length, 4);
  assert.match(cells[2]!, /^ theme-comments" data-column="light"/);
  assert.match(cells[2]!, /<a href="\/examples\/themes\?theme=light&amp;locale=fr">show it here<\/a>/);
  assert.match(cells[3]!, /<div id="dark-comments" data-porchlight="comments" data-theme="dark" data-post-id="1"/);
  assert.match((await app.inject('/')).body, /<a href="\/examples\/themes">/);
  await close();
});

test.run();
