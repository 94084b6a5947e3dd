import { mount, type TagsDropdownOptions } from '../widgets/tags-dropdown/index.ts';
import { widgetComponent, type ElementProps } from './widget-element.ts';

/** `porchlight/tags-dropdown`: the widget's `mount`, and `<TagsDropdown>` for React and Preact apps. */
export { mount, type TagsDropdownOptions };
export interface TagsDropdownProps extends TagsDropdownOptions, ElementProps {}
export const TagsDropdown = widgetComponent<TagsDropdownOptions>('tags-dropdown', mount);
