import { mount, type LastCommentsOptions } from '../widgets/last-comments/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/last-comments`: the widget's `mount`, and `<LastComments>` for React and Preact apps. */
export { mount, type LastCommentsOptions };
export interface LastCommentsProps extends LastCommentsOptions, ElementProps {}
export const LastComments = widgetComponent<LastCommentsOptions>('last-comments', mount);
