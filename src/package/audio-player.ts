import { mount, type AudioPlayerOptions } from '../widgets/audio-player/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/audio-player`: the widget's `mount`, and `<AudioPlayer>` for React and Preact apps. */
export { mount, type AudioPlayerOptions };
export interface AudioPlayerProps extends AudioPlayerOptions, ElementProps {}
export const AudioPlayer = widgetComponent<AudioPlayerOptions>('audio-player', mount);
