/**
 * Porchlight for React hosts: the same components the widgets render,
 * built against real React (`dist/react/index.js`, react as a peer).
 * Each widget that renders with components exports them here.
 */
export { resolveLocale } from '../ui/locale.ts';
export { Comments, type CommentsProps } from '../widgets/comments/comments-widget.tsx';
