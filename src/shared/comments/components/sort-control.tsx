import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { COMMENT_ORDERS, type CommentOrder } from '../orders.ts';
import { PAGE_PARAMS } from '../reader-page.ts';
import type { SectionPlace } from '../section/place.ts';
import type { SectionReading } from '../section/reading.ts';
import type { SectionSaid } from '../section/said.ts';
import { ProblemHere, type SaidHereHost } from './said-here.tsx';

/** What the sort control uses of its section. */
export type SortControlHost = Pick<SectionReading, 'comments' | 'sort'> &
  Pick<SectionPlace, 'uid' | 'noScript'> &
  Pick<SectionSaid, 'settle' | 'tell' | 'announcer'> &
  SaidHereHost;

/**
 * How the threads are ordered (docs/embedding.md "Sorting"): a native `<select>` with
 * a visible label and a Sort button. The button, not the change of the
 * select, applies the order: arrowing through a closed select would reload
 * the list at every step, and a screen reader would hear each. Without
 * script (or pressed before the section is live) it is a plain GET form
 * (`?comments_order=`) back to the section's heading, the page's own
 * parameters kept; once the section is live, the list is sorted in
 * the page (its new list drawn a slice per task: use-gone.ts) and the
 * status region says so. A failure shows where the reader
 * pressed, and what was listed stays.
 */
export function SortControl({ widget, headingId }: { widget: SortControlHost; headingId: string }) {
  useSignals();
  const t = widget.t.value;
  const { comments } = widget;
  const [picked, pick] = useState<CommentOrder>(comments.order.peek());
  const [busy, setBusy] = useState(false);
  const id = `${widget.uid}-order`;

  const sort = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // A selection in the list goes with it, now, while it is drawn: in a list a sort puts out of sight until it is
    // gone (use-gone.ts), the browser worked the selection out again through every box it kept, for a second.
    const selection = getSelection();
    if (selection?.containsNode((event.currentTarget as HTMLElement).parentNode!, true)) selection.removeAllRanges();
    setBusy(true);
    widget.settle('sort');
    widget.announcer.say(t('sorting'));
    const done = await widget.sort(picked);
    setBusy(false);
    if (done) widget.announcer.say(t('sorted', { order: t(`order_${picked}`) }));
    else widget.tell('sort', t('sort_failed'));
  };

  return (
    <form className="pl-sort" method="get" action={`#${headingId}`} onSubmit={sort}>
      <label htmlFor={id}>{t('sort_by')}</label>
      <select
        id={id}
        name={PAGE_PARAMS.order}
        value={picked}
        onChange={(event) => pick((event.target as HTMLSelectElement).value as CommentOrder)}
      >
        {COMMENT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`order_${order}`)}
          </option>
        ))}
      </select>
      <button type="submit" aria-disabled={busy || undefined}>
        {t('sort')}
      </button>
      {/* The page's own query parameters, which a GET form would drop: real fields, not a <noscript> part, since a
          reader with script may press Sort before the section is live. The server's alone: a live section sorts in
          place and never sends the form, so hydration may drop them. */}
      {widget.noScript?.sortFields && <span dangerouslySetInnerHTML={{ __html: widget.noScript.sortFields }} />}
      <ProblemHere widget={widget} at="sort" />
    </form>
  );
}
