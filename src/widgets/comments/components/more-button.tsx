/**
 * 'More comments' / 'more replies' (spec §2, A11Y.md): while loading it
 * stays focusable with `aria-disabled` (disabling would drop focus to the
 * page) and presses are ignored.
 */
export function MoreButton({ label, busy, onLoad }: { label: string; busy: boolean; onLoad: () => void }) {
  return (
    <button type="button" aria-disabled={busy || undefined} onClick={() => busy || onLoad()}>
      {label}
    </button>
  );
}
