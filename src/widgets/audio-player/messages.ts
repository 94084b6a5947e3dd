import type { Messages } from '../../shared/i18n.ts';

type Key = 'play' | 'pause' | 'mute' | 'newWindow' | 'label';

/** Every string the audio player speaks. */
export const messages: { en: Messages<Key> } & Record<string, Messages<Key>> = {
  en: { play: 'Play', pause: 'Pause', mute: 'Mute', newWindow: '(opens in a new window)', label: 'Audio' },
  fr: {
    play: 'Lecture',
    pause: 'Pause',
    mute: 'Couper le son',
    newWindow: '(s’ouvre dans une nouvelle fenêtre)',
    label: 'Audio',
  },
};
