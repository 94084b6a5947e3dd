import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MediaElement } from '../../../../src/adapters/media-element.ts';
import { createAudioStore, type AudioState } from '../../../../src/widgets/audio-player/audio-store.ts';

/** A media element that plays unless told to refuse, and fires its events like the real one. */
function fakeMedia({ refuse = false } = {}) {
  let paused = true;
  let muted = false;
  const listeners = new Set<() => void>();
  const fire = () => listeners.forEach((fn) => fn());
  const media: MediaElement = {
    isPaused: () => paused,
    isMuted: () => muted,
    play: async () => {
      if (refuse) return false;
      paused = false;
      fire();
      return true;
    },
    pause: () => ((paused = true), fire()),
    setMuted: (value) => ((muted = value), fire()),
    watch: (fn) => (listeners.add(fn), () => listeners.delete(fn)),
  };
  return { media, listeners, pauseElsewhere: () => ((paused = true), fire()) };
}

test('starts paused and unmuted: nothing plays by itself', () => {
  const { media } = fakeMedia();
  assert.equal(createAudioStore(media).state(), { playing: false, muted: false });
});

test('play/pause toggles and reports each change once', async () => {
  const { media } = fakeMedia();
  const changes: AudioState[] = [];
  const store = createAudioStore(media, { onChange: (s) => changes.push(s) });
  await store.togglePlay();
  assert.ok(store.state().playing);
  await store.togglePlay();
  assert.equal(changes, [
    { playing: true, muted: false },
    { playing: false, muted: false },
  ]);
});

test('mute toggles', () => {
  const { media } = fakeMedia();
  const store = createAudioStore(media);
  store.toggleMute();
  assert.ok(store.state().muted);
  store.toggleMute();
  assert.not.ok(store.state().muted);
});

test('a pause made elsewhere (media keys, the OS) shows at once', async () => {
  const { media, pauseElsewhere } = fakeMedia();
  const changes: AudioState[] = [];
  const store = createAudioStore(media, { onChange: (s) => changes.push(s) });
  await store.togglePlay();
  pauseElsewhere();
  assert.equal(changes.at(-1), { playing: false, muted: false });
});

test('a refused play leaves the player paused', async () => {
  const { media } = fakeMedia({ refuse: true });
  const store = createAudioStore(media);
  await store.togglePlay();
  assert.not.ok(store.state().playing);
});

test('dispose stops listening to the element', () => {
  const { media, listeners } = fakeMedia();
  createAudioStore(media).dispose();
  assert.is(listeners.size, 0);
});

test.run();
