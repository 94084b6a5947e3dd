import { listen } from '../shared/ui/listen.ts';

/**
 * An `<audio>` (or `<video>`) element as the audio store sees it: commands,
 * and the element's own events. The element is the source of truth, so a
 * pause from media keys or the OS reaches the store as a plain `pause` event.
 */
export interface MediaElement {
  isPaused(): boolean;
  isMuted(): boolean;
  /** Resolves false when the browser refused to play (no source, no gesture). */
  play(): Promise<boolean>;
  pause(): void;
  setMuted(muted: boolean): void;
  /** Calls `onChange` on play, pause, end and volume changes; returns the removal. */
  watch(onChange: () => void): () => void;
}

const EVENTS = ['play', 'playing', 'pause', 'ended', 'volumechange', 'emptied'] as const;

export function mediaElement(media: HTMLMediaElement): MediaElement {
  return {
    isPaused: () => media.paused,
    isMuted: () => media.muted,
    play: () =>
      media.play().then(
        () => true,
        (error: unknown) => (console.warn('[porchlight] audio did not play:', error), false),
      ),
    pause: () => media.pause(),
    setMuted: (muted) => void (media.muted = muted),
    watch(onChange) {
      const offs = EVENTS.map((type) => listen(media, type, onChange));
      return () => offs.forEach((off) => off());
    },
  };
}
