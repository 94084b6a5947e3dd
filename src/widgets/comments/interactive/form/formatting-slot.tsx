import { useRef, useState } from 'react';
import type { KeyOf, Translate } from '../../../../shared/i18n.ts';
import type { words } from '../../../../shared/comments/form/messages/en.ts';
import type {
  FormattingHost,
  FormattingLoader,
  FormattingParts,
} from '../../../../shared/comments/chunks/formatting.ts';
import { logError } from '../../../../shared/report.ts';

export interface FormattingSlotProps {
  host: FormattingHost & { env: { formatting: FormattingLoader } };
  t: Translate<KeyOf<typeof words>>;
  /** The ids' stem: `-help` and `-preview` are the parts the buttons open. */
  id: string;
  /** The text to preview, as the reader types it. */
  text: string;
  /** What is said when their code could not come. */
  failedText: string;
}

/**
 * "Formatting help" and "Preview" under the comment field, each a
 * disclosure button (APG): what they open comes right after the two. Their code comes on
 * the first press (formatting/formatting.tsx); a chunk that fails is said
 * here and heard, the text stays as typed, and the next press tries again.
 */
export function FormattingSlot({ host, t, id, text, failedText }: FormattingSlotProps) {
  const [open, setOpen] = useState({ help: false, preview: false });
  const [parts, setParts] = useState<FormattingParts | null>(null);
  const [failed, setFailed] = useState(false);
  // Asked for and on its way: a second press meanwhile asks nothing more.
  const loading = useRef(false);

  function toggle(which: 'help' | 'preview') {
    setOpen((now) => ({ ...now, [which]: !now[which] }));
    if (parts || loading.current) return;
    loading.current = true;
    setFailed(false);
    host.env.formatting().then(
      (module) => setParts(module.createFormatting(host)),
      (error) => {
        loading.current = false;
        logError('formatting help could not be loaded:', error);
        setOpen({ help: false, preview: false });
        setFailed(true);
        host.announcer.say(failedText);
      },
    );
  }

  const button = (which: 'help' | 'preview', label: string) => (
    <button
      type="button"
      aria-expanded={open[which]}
      aria-controls={open[which] && parts ? `${id}-${which}` : undefined}
      onClick={() => toggle(which)}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="pl-buttons">
        {button('help', t('format_help'))}
        {button('preview', t('preview'))}
      </div>
      {failed && <p className="pl-error">{failedText}</p>}
      {open.help && parts && <parts.Help id={`${id}-help`} />}
      {open.preview && parts && <parts.Preview id={`${id}-preview`} text={text} />}
    </>
  );
}
