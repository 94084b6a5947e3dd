import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_SLIDES, DEMO_TRACK, loopWav } from '../../../src/demo/media.ts';

test('five slides, each an SVG picture with its own real alt text and caption', () => {
  assert.is(DEMO_SLIDES.length, 5);
  assert.is(new Set(DEMO_SLIDES.map((s) => s.file)).size, 5);
  for (const slide of DEMO_SLIDES) {
    assert.match(slide.file, /^[a-z-]+\.svg$/);
    assert.ok(slide.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') && slide.svg.endsWith('</svg>'));
    assert.ok(slide.alt.length > 40 && !/\.(svg|png|jpe?g)\b|image of|picture of/i.test(slide.alt), slide.alt);
    assert.ok(slide.caption.length > 5);
  }
  assert.is(new Set(DEMO_SLIDES.map((s) => s.alt)).size, 5);
});

test('the track is a 4-second, 16-bit mono PCM WAV whose header matches its data', () => {
  const wav = loopWav();
  assert.is(wav.toString('ascii', 0, 4), 'RIFF');
  assert.is(wav.readUInt32LE(4), wav.length - 8);
  assert.is(wav.toString('ascii', 8, 16), 'WAVEfmt ');
  assert.equal([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt16LE(34)], [1, 1, 16]);
  const rate = wav.readUInt32LE(24);
  const bytes = wav.readUInt32LE(40);
  assert.is(wav.toString('ascii', 36, 40), 'data');
  assert.is(bytes, wav.length - 44);
  assert.is(bytes / 2 / rate, 4);
});

test('the loop is seamless: it starts and ends in silence, and is not silent in between', () => {
  const wav = loopWav();
  const sample = (i: number) => wav.readInt16LE(44 + i * 2);
  const count = (wav.length - 44) / 2;
  assert.is(sample(0), 0);
  assert.ok(Math.abs(sample(count - 1)) < 200);
  let peak = 0;
  for (let i = 0; i < count; i++) peak = Math.max(peak, Math.abs(sample(i)));
  assert.ok(peak > 5000 && peak < 32767, String(peak));
});

test('the track is credited by title and provider', () => {
  assert.equal([DEMO_TRACK.title, DEMO_TRACK.provider], ['Canal evening', 'Porchlight Sounds']);
});

test.run();
