import { useEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Announcer } from '../announcer.ts';

/**
 * The section's status region (A11Y.md): in the page from mount, empty,
 * then filled, so screen readers announce what is written. A timed message
 * (the moderated notice) waits while hovered or focused.
 */
export function StatusRegion({ announcer }: { announcer: Announcer }) {
  useSignals();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current!;
    const hold = (reason: string, held: boolean) => () => announcer.hold(reason, held);
    const events: [string, () => void][] = [
      ['mouseenter', hold('hover', true)],
      ['mouseleave', hold('hover', false)],
      ['focusin', hold('focus', true)],
      ['focusout', hold('focus', false)],
    ];
    for (const [type, fn] of events) el.addEventListener(type, fn);
    return () => events.forEach(([type, fn]) => el.removeEventListener(type, fn));
  }, [announcer]);
  return (
    // A plain div with role=status rather than <output>: screen readers announce it reliably outside forms.
    // eslint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div ref={ref} role="status">
      {announcer.message.value}
    </div>
  );
}
