import { useSignals } from '@preact/signals-react/runtime';
import type { Announcer } from '../announcer.ts';

/**
 * The section's status region (A11Y.md): in the page from mount, empty,
 * then filled, so screen readers announce what is written.
 */
export function StatusRegion({ announcer }: { announcer: Announcer }) {
  useSignals();
  return (
    // A plain div with role=status rather than <output>: screen readers announce it reliably outside forms.
    // eslint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="status">{announcer.message.value}</div>
  );
}
