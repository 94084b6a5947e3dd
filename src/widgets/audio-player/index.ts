import { mediaElement } from '../../adapters/media-element.ts';
import { addStyle } from '../../shared/ui/style.ts';
import { controlButton } from '../../ui/controls.ts';
import { h, listeners } from '../../ui/dom.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './audio-player.css';
import { words } from './messages/en.ts';
import { locales } from './messages/locales.ts';
import { createAudioStore, type AudioState } from './audio-store.ts';

export interface AudioPlayerOptions {
  /** The track's title: names the player's group (else the `<audio title>`). */
  track?: string;
  locale?: string;
}

/**
 * Looping audio player around the host's `<audio>` and its
 * link to the music provider's page. Without script the browser's own
 * controls play the track; with it, two buttons replace them.
 *
 * Plain DOM, no framework: two buttons over an element that already plays.
 *
 * - A group named after the track; Play/Pause whose label follows the state;
 *   Mute with `aria-pressed`; loops; never autoplays; `preload="none"`.
 * - Pauses made elsewhere (media keys, the OS) show at once: the state is
 *   read from the element's events.
 * - The provider link says when it opens a new window.
 * - The activity bars stop when paused and under reduced motion.
 * - No page-wide key handlers.
 */
export async function mount(el: HTMLElement, options: AudioPlayerOptions = {}): Promise<() => void> {
  const audio = el.querySelector('audio');
  if (!audio) throw new Error('an audio player needs an <audio> element');
  const restore = keepOriginal(el);
  addStyle(document, 'porchlight-audio-player-css', css);
  const t = await widgetWords(el, options.locale, words, locales);
  const events = listeners();

  // WCAG 1.4.2: sound starts only when the reader asks. Nothing loads before then.
  // A host `autoplay` may have started it before this async chunk arrived.
  // (Only if playing: pause() on an unloaded element would start loading it.)
  audio.autoplay = false;
  if (!audio.paused) audio.pause();
  audio.preload = 'none';
  audio.loop = true;
  audio.controls = false;

  el.classList.add('porchlight-audio-player');
  el.setAttribute('role', 'group');
  if (!el.hasAttribute('aria-label') && !el.hasAttribute('aria-labelledby'))
    el.setAttribute('aria-label', options.track || audio.title || t('label'));

  const play = controlButton({}, t('play'));
  const mute = controlButton({ 'aria-pressed': 'false' }, t('mute'));
  const bars = h('span', { class: 'porchlight-audio-bars', 'aria-hidden': 'true' }, h('span'), h('span'), h('span'));
  audio.after(play, mute, bars);

  const note = h('span', { class: 'porchlight-visually-hidden' }, ` ${t('newWindow')}`);
  const provider = el.querySelector<HTMLAnchorElement>('a[target="_blank"]');
  if (provider) {
    provider.append(note);
    provider.relList.add('noopener');
  }

  const render = ({ playing, muted }: AudioState) => {
    play.textContent = t(playing ? 'pause' : 'play');
    mute.setAttribute('aria-pressed', String(muted));
    el.classList.toggle('porchlight-audio-playing', playing);
  };
  const store = createAudioStore(mediaElement(audio), { onChange: render });
  render(store.state());
  events.on(play, 'click', store.togglePlay);
  events.on(mute, 'click', store.toggleMute);

  return () => {
    store.dispose();
    events.off();
    audio.pause();
    restore();
  };
}
