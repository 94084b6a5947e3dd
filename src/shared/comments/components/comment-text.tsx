import { Fragment } from 'react';
import { htmlToLines } from '../../ui/html-text.ts';

/** A comment body as text nodes with `<br>`s between lines: never markup from the server (STYLE principle 8). */
export function CommentText({ html }: { html: string }) {
  return (
    <p>
      {htmlToLines(html).map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {/* No empty text node for a blank line: the server's markup has none, and hydration must find what it rendered. */}
          {line || null}
        </Fragment>
      ))}
    </p>
  );
}
