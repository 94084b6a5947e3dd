import type { CommentsOptions } from '../shared/comments/options.ts';
import type { AudioPlayerOptions } from '../widgets/audio-player/index.ts';
import type { CommentCountOptions } from '../widgets/comment-count/index.ts';
import type { LastCommentsOptions } from '../widgets/last-comments/index.ts';
import type { PrintOptions } from '../widgets/print/index.ts';
import type { ShareOptions } from '../widgets/share/index.ts';
import type { SlideshowOptions } from '../widgets/slideshow/index.ts';
import type { TagsCarouselOptions } from '../widgets/tags-carousel/index.ts';
import type { TagsDropdownOptions } from '../widgets/tags-dropdown/index.ts';

/** Each widget's options: its data attributes' names in camelCase (docs/embedding.md "Embedding the widgets"). */
export interface WidgetOptions {
  comments: CommentsOptions;
  'comment-count': CommentCountOptions;
  'last-comments': LastCommentsOptions;
  share: ShareOptions;
  print: PrintOptions;
  slideshow: SlideshowOptions;
  'audio-player': AudioPlayerOptions;
  'tags-carousel': TagsCarouselOptions;
  'tags-dropdown': TagsDropdownOptions;
}
export type WidgetName = keyof WidgetOptions;
export type {
  CommentsOptions,
  CommentCountOptions,
  LastCommentsOptions,
  ShareOptions,
  PrintOptions,
  SlideshowOptions,
  AudioPlayerOptions,
  TagsCarouselOptions,
  TagsDropdownOptions,
};

type Unmount = () => void;
type Mount = (el: HTMLElement, options: object) => Unmount | Promise<Unmount>;

// One import per widget: a bundler splits each into its own chunk, so an app pays for the widgets it mounts.
const widgets: Record<WidgetName, () => Promise<{ mount: Mount }>> = {
  comments: () => import('./comments.ts'),
  'comment-count': () => import('./comment-count.ts'),
  'last-comments': () => import('./last-comments.ts'),
  share: () => import('./share.ts'),
  print: () => import('./print.ts'),
  slideshow: () => import('./slideshow.ts'),
  'audio-player': () => import('./audio-player.ts'),
  'tags-carousel': () => import('./tags-carousel.ts'),
  'tags-dropdown': () => import('./tags-dropdown.ts'),
};

const mounted = new WeakMap<HTMLElement, Promise<Unmount>>();

/**
 * Mounts a widget on `element`, as the loader does for `[data-porchlight]` but from an app's own bundle:
 * the widget is `options.widget`, else the element's `data-porchlight`; the options are the element's
 * data attributes with `options` over them. An element is mounted once; an unknown widget is refused.
 */
export function mount<N extends WidgetName>(
  element: HTMLElement,
  options: WidgetOptions[N] & { widget?: N } = {} as WidgetOptions[N],
): Promise<void> {
  const known = mounted.get(element);
  if (known) return known.then(() => {});
  const { widget = element.dataset.porchlight, ...own } = options;
  const load = widgets[widget as WidgetName];
  if (!load) return Promise.reject(new Error(`[porchlight] no widget "${widget}"`));
  const { porchlight: _name, porchlightState: _state, ...data } = element.dataset;
  const done = load().then((module) => module.mount(element, { ...data, ...own }));
  mounted.set(element, done);
  // A widget that could not mount can be mounted again.
  done.catch(() => mounted.delete(element));
  return done.then(() => {});
}

/** Takes down the widget mounted on `element`, which gets its own markup back. */
export async function unmount(element: HTMLElement): Promise<void> {
  const unmountWidget = mounted.get(element);
  mounted.delete(element);
  if (unmountWidget) (await unmountWidget)();
}
