import { useEffect } from 'react';
import { CommentSection } from './reading/components/comment-section.tsx';
import type { CommentsWidget } from './widget.ts';

/**
 * A section whose stores are made: started after its first render, disposed
 * of when it goes. Its look is the page's already when it upgrades the
 * server's markup (comments.css beside it); `Comments` adds it otherwise.
 */
export function LiveSection({ widget }: { widget: CommentsWidget }) {
  useEffect(() => {
    widget.start();
    return () => widget.dispose();
  }, [widget]);
  return <CommentSection widget={widget} />;
}
