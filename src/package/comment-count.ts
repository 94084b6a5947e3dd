import { mount, type CommentCountOptions } from '../widgets/comment-count/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/comment-count`: the widget's `mount`, and `<CommentCount>` for React and Preact apps. */
export { mount, type CommentCountOptions };
export interface CommentCountProps extends CommentCountOptions, ElementProps {}
export const CommentCount = widgetComponent<CommentCountOptions>('comment-count', mount);
