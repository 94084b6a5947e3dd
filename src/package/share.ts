import { mount, type ShareOptions } from '../widgets/share/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/share`: the widget's `mount`, and `<Share>` for React and Preact apps. */
export { mount, type ShareOptions };
export interface ShareProps extends ShareOptions, ElementProps {}
export const Share = widgetComponent<ShareOptions>('share', mount);
