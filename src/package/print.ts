import { mount, type PrintOptions } from '../widgets/print/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/print`: the widget's `mount`, and `<Print>` for React and Preact apps. */
export { mount, type PrintOptions };
export interface PrintProps extends PrintOptions, ElementProps {}
export const Print = widgetComponent<PrintOptions>('print', mount);
