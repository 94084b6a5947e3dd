import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mediaElement } from '../../../src/adapters/media-element.ts';

function fakeAudio({ refuse = false } = {}) {
  const target = new EventTarget();
  return Object.assign(target, {
    paused: true,
    muted: false,
    play(this: EventTarget & { paused: boolean }) {
      if (refuse) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
      this.paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    },
    pause(this: EventTarget & { paused: boolean }) {
      this.paused = true;
      this.dispatchEvent(new Event('pause'));
    },
  });
}

test('commands reach the element; its events reach the watcher until unwatched', async () => {
  const audio = fakeAudio();
  const media = mediaElement(audio as unknown as HTMLMediaElement);
  const seen: string[] = [];
  const off = media.watch(() => seen.push(`${media.isPaused()}/${media.isMuted()}`));
  assert.is(await media.play(), true);
  media.setMuted(true);
  audio.dispatchEvent(new Event('volumechange'));
  media.pause();
  off();
  audio.dispatchEvent(new Event('play'));
  assert.equal(seen, ['false/false', 'false/true', 'true/true']);
});

test('a refused play resolves false and is logged, never thrown', async () => {
  const warn = console.warn;
  const logged: unknown[] = [];
  console.warn = (...args: unknown[]) => logged.push(args);
  try {
    assert.is(await mediaElement(fakeAudio({ refuse: true }) as unknown as HTMLMediaElement).play(), false);
  } finally {
    console.warn = warn;
  }
  assert.is(logged.length, 1);
});

test.run();
