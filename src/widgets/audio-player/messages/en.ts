/**
 * Every word the audio player speaks.
 */
export const words = {
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  newWindow: '(opens in a new window)',
  label: 'Audio',
};
