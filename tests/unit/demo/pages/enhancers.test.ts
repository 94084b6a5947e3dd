import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_SLIDES } from '../../../../src/demo/media.ts';
import { DEMO_TAGS } from '../../../../src/demo/seed.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';

// The demo pages carry the enhancing widgets as plain HTML that works without script.
test('a post page has a slideshow of every demo slide, with alt text, and the audio player', async () => {
  const { app, close } = await memoryApp();
  const { body } = await app.inject({ url: '/posts/1?locale=fr' });
  // The print widget prints the slideshow's pictures: the page marks the slides' list for it, the widget root stays the slideshow's.
  assert.match(
    body,
    /<div data-porchlight="slideshow" data-label="[^"]+" data-locale="fr">\n<ul data-porchlight-print="images">/,
  );
  for (const slide of DEMO_SLIDES)
    assert.ok(body.includes(`<img src="/demo-media/${slide.file}" alt="${slide.alt}"`), slide.file);
  assert.match(body, /<div data-porchlight="audio-player" data-track="Canal evening" data-locale="fr">/);
  assert.match(body, /<audio src="\/demo-media\/canal-evening\.wav" controls loop preload="none"><\/audio>/);
  assert.not.match(body, /autoplay/);
  assert.match(body, /target="_blank" rel="noopener">“Canal evening” on Porchlight Sounds<\/a>/);
  await close();
});

test('the home page has the tags carousel and the tags dropdown, each a list of real links', async () => {
  const { app, close } = await memoryApp();
  const { body } = await app.inject({ url: '/' });
  for (const widget of ['tags-carousel', 'tags-dropdown']) {
    const start = body.indexOf(`data-porchlight="${widget}"`);
    assert.ok(start > 0, widget);
    const block = body.slice(start, body.indexOf('</ul>', start));
    const links = [...block.matchAll(/<li><a href="(\/tags\/[a-z-]+)">/g)].map((m) => m[1]!);
    assert.is(links.length, DEMO_TAGS.length, widget);
    for (const link of links) assert.is((await app.inject(link)).statusCode, 200, link);
  }
  await close();
});

test.run();
