/**
 * Porchlight for React hosts: the same components the widgets render,
 * built against real React (`dist/react/index.js`, react as a peer).
 * Each widget that renders with components exports them here.
 */
export { resolveLocale } from '../shared/locale.ts';
export { Comments, type CommentsProps } from '../widgets/comments/comments-widget.tsx';
// A section the server rendered (renderCommentSection, under react-dom/server here) made live in place: hydrated, not redrawn.
export { upgrade } from '../widgets/comments/upgrade.ts';
