import { NoScript } from './no-script.tsx';

/**
 * 'More comments' / 'more replies': while loading it
 * stays focusable with `aria-disabled` (disabling would drop focus to the
 * page) and presses are ignored. `context`, heard but not shown, tells one
 * thread's button from another's ("More replies to Bastien").
 */
export function MoreButton({
  label,
  context,
  busy,
  onLoad,
  noScript,
}: {
  label: string;
  context?: string;
  busy: boolean;
  onLoad: () => void;
  noScript: string | undefined;
}) {
  return (
    <>
      <button type="button" aria-disabled={busy || undefined} onClick={() => busy || onLoad()}>
        {label}
        {context && <span className="pl-vh">{context}</span>}
      </button>
      {/* Without script, a link to the page that shows them (NoScriptParts). */}
      <NoScript html={noScript} />
    </>
  );
}
