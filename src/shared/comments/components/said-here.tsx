import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { SectionLanguage } from '../section/language.ts';
import type { SectionPlace } from '../section/place.ts';
import type { SectionSaid } from '../section/said.ts';

/** What the messages shown where the reader acted use of their section. */
export type SaidHereHost = Pick<SectionLanguage, 't'> &
  Pick<SectionPlace, 'uid'> &
  Pick<SectionSaid, 'problem' | 'notice' | 'dismissNotice'>;

/**
 * What the section said about one place, shown at that place (docs/accessibility-decisions.md:
 * every message seen where the reader acted, and heard once). Neither is a
 * live region: the section's status region, present from mount, said it.
 */

/** A failure at `at` (a form's key, 'more', 'more-{id}', 'viewer'), until the reader acts there again. */
export function ProblemHere({ widget, at }: { widget: SaidHereHost; at: string }) {
  useSignals();
  const said = widget.problem.value;
  return said?.at === at ? <p className="pl-flag">{said.text}</p> : null;
}

/**
 * The lasting notice where a form was (a comment held for moderation): no
 * timer takes it away; the reader dismisses it, and focus goes back to the
 * trigger beside it (`onDismiss`), since the button they pressed is gone.
 */
export function NoticeHere({ widget, at, onDismiss }: { widget: SaidHereHost; at: string; onDismiss: () => void }) {
  useSignals();
  const id = widget.uid + useId();
  const said = widget.notice.value;
  if (said?.at !== at) return null;
  return (
    <div className="pl-notice">
      <p id={id}>{said.text}</p>
      <button
        type="button"
        aria-describedby={id}
        onClick={() => {
          widget.dismissNotice();
          onDismiss();
        }}
      >
        {widget.t.value('dismiss')}
      </button>
    </div>
  );
}

/** What shows in a closed form's place (`at`, its key): the notice of a comment held there, or the failure to open it. */
export function SaidWhereFormWas({
  widget,
  at,
  onDismiss,
}: {
  widget: SaidHereHost;
  at: string;
  onDismiss: () => void;
}) {
  return (
    <>
      <NoticeHere widget={widget} at={at} onDismiss={onDismiss} />
      <ProblemHere widget={widget} at={at} />
    </>
  );
}
