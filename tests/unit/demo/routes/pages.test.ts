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
  for (const path of ['/', '/posts/1', '/tags/walking', '/examples/counts', '/examples/themes', '/examples/states']) {
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

test('the states page: every widget in each state under its caption, a light and a dark cell each, its script from this origin', async () => {
  const { app, store, close } = await memoryApp();
  const res = await app.inject('/examples/states');
  assert.is(res.statusCode, 200);
  const page = res.body;
  assert.match(page, /<link rel="stylesheet" href="\/widgets\/themes.css">/);
  assert.match(
    page,
    /<script src="\/widgets\/loader.js" async><\/script>\n<script src="\/demo\/states.js" async><\/script>\n/,
  );
  assert.not.match(page, /<script>/, 'no inline script');
  const captions = [...page.matchAll(/<h3 id="(state-[\w-]+)">([^<]+)<\/h3>/g)].map(
    ([, id, caption]) => `${id}: ${caption}`,
  );
  assert.equal(captions, [
    'state-count-many: Many comments',
    'state-count-one: One comment',
    'state-count-none: No comments yet',
    'state-count-failed: The count could not be had',
    'state-last-loaded: Loaded',
    'state-last-empty: No comments yet',
    'state-last-failed: They could not be had',
    'state-share-rest: At rest',
    'state-share-focused: A link focused',
    'state-print-rest: At rest',
    'state-slideshow-rest: At rest',
    'state-slideshow-stopped: Stopped',
    'state-slideshow-next: On its second slide',
    'state-audio-rest: Stopped',
    'state-audio-muted: Muted',
    'state-carousel-rest: At its start',
    'state-carousel-next: Moved on',
    'state-dropdown-closed: Closed',
    'state-dropdown-open: Open',
    'state-comments-failed: Could not load',
    'state-comments-empty: No comments yet',
    'state-comments-open: The form open, a menu open, votes pressed',
  ]);
  // Each state a light cell then a dark one, each widget forced to its cell's theme; the once-per-page states
  // (the focus, the comment sections) on the light side by default, the dark cell saying where they are.
  const pairs = page
    .split('<div class="state-pair')
    .slice(1)
    .map((pair) => pair.split('<div class="state-cell"').slice(1));
  assert.is(pairs.length, captions.length);
  const once = new Set(['state-share-focused', 'state-comments-failed', 'state-comments-empty', 'state-comments-open']);
  pairs.forEach((cells, i) => {
    const id = captions[i]!.split(':')[0]!;
    assert.equal(
      cells.map((cell) => /^ data-column="(\w+)"/.exec(cell)?.[1]),
      ['light', 'dark'],
      id,
    );
    cells.forEach((cell, side) => {
      const themes = [...cell.matchAll(/data-porchlight="[\w-]+" data-theme="(\w+)"/g)].map(([, theme]) => theme);
      if (once.has(id) && side === 1) {
        assert.equal(themes, [], id);
        assert.match(
          cell,
          /On the light side on this visit: <a href="\/examples\/states\?theme=dark">show it here<\/a>/,
          id,
        );
      } else assert.ok(themes.length && themes.every((theme) => theme === (side ? 'dark' : 'light')), id);
    });
  });
  // The states the markup sets: a count and two widgets pointed at an address no route answers.
  assert.is((await app.inject('/examples/unreachable?postID=1&callback=f')).statusCode, 404);
  assert.match(
    page,
    /data-porchlight="comment-count" data-theme="light" data-locale="en" data-post-id="1" data-href="\/posts\/1#comments" data-src="\/examples\/unreachable"/,
  );
  assert.match(page, /data-rows="1" data-endpoint="\/examples\/unreachable"/);
  assert.match(page, /data-api-base="\/examples\/unreachable"/);
  // Last comments of a blog with none, as the server renders them.
  assert.match(page, /<p class="pl-lc-empty" data-porchlight-rendered>No comments yet.<\/p>/);
  // The states the script reaches, each marked.
  assert.equal(
    [...page.matchAll(/data-porchlight="([\w-]+)" data-theme="\w+" data-locale="en" data-demo-state="(\w+)"/g)].map(
      ([, widget, state]) => `${widget} ${state}`,
    ),
    [
      'share focused',
      'slideshow stopped',
      'slideshow stopped',
      'slideshow next',
      'slideshow next',
      'audio-player muted',
      'audio-player muted',
      'tags-carousel next',
      'tags-carousel next',
      'tags-dropdown open',
      'tags-dropdown open',
    ],
  );
  assert.match(page, /data-post-id="4" data-heading-level="4" data-demo-state="open"/);
  // The votes a reader who liked post 4's first thread and disliked its second sees, for this page alone.
  const { items } = await store.listComments('4', { after: null, limit: 2 });
  const cookies = [res.headers['set-cookie']].flat();
  assert.equal(cookies, [
    `ob_comment_like_4_${items[0]!.id}=true; Path=/examples/states; SameSite=Lax`,
    `ob_comment_dislike_4_${items[1]!.id}=true; Path=/examples/states; SameSite=Lax`,
  ]);
  const ids = [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
  assert.equal(ids, [...new Set(ids)], 'every id once');
  const script = await app.inject('/demo/states.js');
  assert.is(script.statusCode, 200);
  assert.match(script.headers['content-type'] as string, /javascript/);
  await close();
});

test('the states page with ?theme=dark carries the focus and the comment sections on the dark side; the home and themes pages link it', async () => {
  const { app, close } = await memoryApp();
  const page = (await app.inject('/examples/states?theme=dark&locale=fr')).body;
  assert.match(page, /<html lang="fr"/);
  assert.match(page, /data-porchlight="share" data-theme="dark" data-locale="fr" data-demo-state="focused"/);
  assert.not.match(page, /data-theme="light" data-locale="fr" data-demo-state="focused"/);
  assert.equal(
    [...page.matchAll(/data-porchlight="comments" data-theme="(\w+)"/g)].map(([, theme]) => theme),
    ['dark', 'dark', 'dark'],
  );
  assert.match(page, /On the dark side on this visit: <a href="\/examples\/states\?locale=fr">show it here<\/a>/);
  assert.match(page, /<a href="\/examples\/states\?locale=fr">show them on the light side<\/a>/);
  for (const path of ['/', '/examples/themes'])
    assert.match((await app.inject(path)).body, /<a href="\/examples\/states">/, path);
  await close();
});

test.run();
