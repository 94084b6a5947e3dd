import { useEffect, useLayoutEffect } from 'react';
import { addStyle } from '../../shared/ui/style.ts';
import css from './live.css';
import { CommentSection } from '../../shared/comments/components/comment-section.tsx';
import type { CommentsWidget } from '../../shared/comments/widget.ts';

/**
 * A section whose stores are made: started after its first render, disposed
 * of when it goes. Its look is the page's already when it upgrades the
 * server's markup (comments.css beside it); `Comments` adds it otherwise.
 * It adds live.css itself: the look of its menus and editors, which only it can show.
 */
export function LiveSection({ widget }: { widget: CommentsWidget }) {
  // The look of what only a live section shows, before anything can fail.
  useLayoutEffect(() => addStyle(document, 'porchlight-comments-live-css', css), []);
  useEffect(() => {
    widget.start();
    return () => widget.dispose();
  }, [widget]);
  return <CommentSection widget={widget} />;
}
