import { mount, type SlideshowOptions } from '../widgets/slideshow/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/slideshow`: the widget's `mount`, and `<Slideshow>` for React and Preact apps. */
export { mount, type SlideshowOptions };
export interface SlideshowProps extends SlideshowOptions, ElementProps {}
export const Slideshow = widgetComponent<SlideshowOptions>('slideshow', mount);
