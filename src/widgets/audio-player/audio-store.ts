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
/** What the player's view uses of its store. */
export interface AudioStore {
  state(): AudioState;
  /** Play when paused, pause when playing (never autoplays: only this starts it). */
  togglePlay(): Promise<void>;
  toggleMute(): void;
  /** Stops listening to the element; the store does nothing afterwards. */
  dispose(): void;
}

export interface AudioStoreOptions {
  /** Told of every change of state, as the slideshow's store tells its own. */
  onChange?: (state: AudioState) => void;
}

export function createAudioStore(media: MediaElement, { onChange = () => {} }: AudioStoreOptions = {}): AudioStore {
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
    async togglePlay() {
      if (media.isPaused()) await media.play();
      else media.pause();
      sync();
    },
    toggleMute: () => void (media.setMuted(!media.isMuted()), sync()),
    dispose: off,
  };
}
