import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_SLIDES, DEMO_TRACK } from '../../../../src/demo/media.ts';
import { memoryApp } from '../../../helpers/memory-app.ts';

test('serves each slide as SVG and the track as WAV', async () => {
  const { app, close } = await memoryApp({ seed: false });
  const svg = await app.inject({ url: `/demo-media/${DEMO_SLIDES[2]!.file}` });
  assert.is(svg.statusCode, 200);
  assert.match(svg.headers['content-type'] as string, /^image\/svg\+xml/);
  assert.is(svg.body, DEMO_SLIDES[2]!.svg);
  const wav = await app.inject({ url: `/demo-media/${DEMO_TRACK.file}` });
  assert.is(wav.statusCode, 200);
  assert.match(wav.headers['content-type'] as string, /^audio\/wav/);
  assert.is(wav.rawPayload.toString('ascii', 0, 4), 'RIFF');
  await close();
});

test('an unknown file is a 404 and nothing is read from disk', async () => {
  const { app, close } = await memoryApp({ seed: false });
  for (const url of ['/demo-media/nope.svg', '/demo-media/..%2Fpackage.json', '/demo-media/..%2F..%2Fpackage.json']) {
    const response = await app.inject({ url });
    assert.is(response.statusCode, 404, url);
    assert.not.match(response.body, /dependencies/);
  }
  await close();
});

test('the provider page names the track and links to it', async () => {
  const { app, close } = await memoryApp({ seed: false });
  const page = await app.inject({ url: DEMO_TRACK.page });
  assert.is(page.statusCode, 200);
  assert.match(page.body, /<h1>Porchlight Sounds<\/h1>/);
  assert.match(page.body, /href="\/demo-media\/canal-evening\.wav"/);
  await close();
});

test.run();
