import { useSignals } from '@preact/signals-react/runtime';
import type { Announcer } from '../announcer.ts';

/**
 * The section's status region: in the page from mount, empty,
 * then filled, so screen readers announce what is written. It is heard,
 * not seen: each message is shown where the reader acted (a flag beside
 * the control, a notice where the form was, the comments that came), so
 * none sits at the end of the section, off-screen.
 */
export function StatusRegion({ announcer }: { announcer: Announcer }) {
  useSignals();
  return (
    // A plain div with role=status rather than <output>: screen readers announce it reliably outside forms.
    // eslint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="status" className="pl-vh">
      {/* Nothing, rather than an empty text node, while silent: as the server renders it. */}
      {announcer.message.value || null}
    </div>
  );
}
