import type { MediaElement } from '../../adapters/media-element.ts';

export interface AudioState {
  playing: boolean;
  muted: boolean;
}

/**
 * The audio player's state, DOM-free. The media element owns the truth:
 * the store mirrors its events, so a pause from media keys, the OS or
 * another script shows at once, and a refused `play()` leaves "Play" on
 * the button rather than a player that claims to play in silence.
 */
export function createAudioStore(media: MediaElement, onChange: (state: AudioState) => void = () => {}) {
  const state = (): AudioState => ({ playing: !media.isPaused(), muted: media.isMuted() });
  let last = state();
  const sync = () => {
    const now = state();
    if (now.playing === last.playing && now.muted === last.muted) return;
    last = now;
    onChange(now);
  };
  const off = media.watch(sync);
  return {
    state,
    /** Play when paused, pause when playing (never autoplays: only this starts it). */
    async togglePlay(): Promise<void> {
      if (media.isPaused()) await media.play();
      else media.pause();
      sync();
    },
    toggleMute: () => (media.setMuted(!media.isMuted()), sync()),
    destroy: off,
  };
}

export type AudioStore = ReturnType<typeof createAudioStore>;
