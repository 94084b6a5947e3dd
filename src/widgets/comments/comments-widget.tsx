import { useLayoutEffect, useState } from 'react';
import { addStyle } from '../../shared/ui/style.ts';
import css from './comments.css';
import { LiveSection } from './live-section.tsx';
import { browserEnv } from './browser-env.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import { createCommentsWidget, type CommentsEnv } from '../../shared/comments/widget.ts';

export interface CommentsProps extends CommentsOptions {
  /** Side effects to use instead of the browser's (tests, server rendering hosts). */
  env?: CommentsEnv;
}

/**
 * The comment section as one component: what `mount()` renders, and what
 * React hosts import from `porchlight/react`. It makes its stores once,
 * styles the section before its first paint, and lets LiveSection start
 * and dispose of them.
 */
export function Comments({ env, ...options }: CommentsProps) {
  const [widget] = useState(() => createCommentsWidget(options, env ?? browserEnv()));
  // Before the first paint: a frame without its styles would be a frame at another height.
  useLayoutEffect(() => addStyle(document, 'porchlight-comments-css', css), []);
  return <LiveSection widget={widget} />;
}
