/**
 * `porchlight/react`: one component per widget, for React apps and for Preact apps through
 * preact/compat. Each also has a subpath of its own (`porchlight/comment-count`, …), which brings no
 * other widget's code.
 */
export { Comments, type CommentsProps, upgrade } from './comments.ts';
export { CommentCount, type CommentCountProps } from './comment-count.ts';
export { LastComments, type LastCommentsProps } from './last-comments.ts';
export { Share, type ShareProps } from './share.ts';
export { Print, type PrintProps } from './print.ts';
export { Slideshow, type SlideshowProps } from './slideshow.ts';
export { AudioPlayer, type AudioPlayerProps } from './audio-player.ts';
export { TagsCarousel, type TagsCarouselProps } from './tags-carousel.ts';
export { TagsDropdown, type TagsDropdownProps } from './tags-dropdown.ts';
export { resolveLocale } from '../shared/locale.ts';
export type { ElementProps } from './widget-element.ts';
