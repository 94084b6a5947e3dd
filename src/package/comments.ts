/**
 * `porchlight/comments`: the section's `mount`, `<Comments>` rendered by the app's own React (or
 * preact/compat), and `upgrade`, which makes a section the server rendered live in place.
 */
export { mount } from '../widgets/comments/index.ts';
export { Comments, type CommentsProps } from '../widgets/comments/comments-widget.tsx';
export { upgrade } from '../widgets/comments/upgrade.ts';
export type { CommentsOptions } from '../shared/comments/widget.ts';
