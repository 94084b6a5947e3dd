import { useEffect, useLayoutEffect, useState } from 'react';
import { addStyle } from '../../ui/style.ts';
import { CommentSection } from './components/comment-section.tsx';
import css from './comments.css';
import { browserEnv, createCommentsWidget, type CommentsEnv, type CommentsOptions, type CommentsWidget } from './widget.ts';

export interface CommentsProps extends CommentsOptions {
  /** Side effects to use instead of the browser's (tests, server rendering hosts). */
  env?: CommentsEnv;
}

/**
 * The comment section as one component: what `mount()` renders, and what
 * React hosts import from `porchlight/react`. It makes its stores once,
 * starts them after the first render, and disposes of them when it goes.
 */
export function Comments({ env, ...options }: CommentsProps) {
  const [widget] = useState(() => createCommentsWidget(options, env ?? browserEnv()));
  return <LiveSection widget={widget} />;
}

/** A section whose stores are made: styled before its first paint, started after it, disposed of when it goes. */
export function LiveSection({ widget }: { widget: CommentsWidget }) {
  // Before the first paint: a frame without its styles would be a frame at another height.
  useLayoutEffect(() => addStyle(document, 'porchlight-comments-css', css), []);
  useEffect(() => {
    widget.start();
    return () => widget.dispose();
  }, [widget]);
  return <CommentSection widget={widget} />;
}
