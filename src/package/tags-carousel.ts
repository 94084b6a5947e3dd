import { mount, type TagsCarouselOptions } from '../widgets/tags-carousel/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/tags-carousel`: the widget's `mount`, and `<TagsCarousel>` for React and Preact apps. */
export { mount, type TagsCarouselOptions };
export interface TagsCarouselProps extends TagsCarouselOptions, ElementProps {}
export const TagsCarousel = widgetComponent<TagsCarouselOptions>('tags-carousel', mount);
