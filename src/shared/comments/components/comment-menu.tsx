import { useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { MenuOpen } from '../chunks/interactions.ts';
import type { SectionInteracting } from '../section/interacting.ts';
import type { SectionSaid } from '../section/said.ts';
import { ProblemHere, type SaidHereHost } from './said-here.tsx';

/** What a comment's menu uses of its section. */
export type CommentMenuHost = SectionInteracting & Pick<SectionSaid, 'announcer' | 'tell' | 'settle'> & SaidHereHost;

/**
 * A comment's less frequent actions behind one button (APG menu button):
 * Enter, Space or Down opens the menu on its first item, Up on its last.
 * The button is all the reading path carries: the menu itself comes with
 * the votes' code (MenuParts), which the reader's approach has usually
 * fetched by the press; if it cannot come, the failure shows here.
 */
export function CommentMenu({ widget, commentId, who }: { widget: CommentMenuHost; commentId: string; who: string }) {
  useSignals();
  const t = widget.t.value;
  const [open, setOpen] = useState<MenuOpen>(false);
  const [opened, setOpened] = useState(0);
  const Parts = widget.interactions.value?.MenuParts;
  const menuId = `${widget.uid}-menu-${commentId}`;
  const buttonId = `${menuId}-by`;
  const at = `menu-${commentId}`;

  const show = async (where: 'first' | 'last') => {
    widget.settle(at);
    try {
      await widget.interact();
      setOpened((count) => count + 1);
      setOpen(where);
    } catch {
      widget.tell(at, t('generic_error'));
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) document.getElementById(buttonId)?.focus();
  };

  return (
    <div className="pl-menu">
      <button
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={!!(open && Parts)}
        aria-controls={open && Parts ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onKey}
      >
        {t('actions')}
        <span className="pl-vh">{t('actions_for', { name: who })}</span>
      </button>
      {Parts && (
        <Parts
          widget={widget}
          commentId={commentId}
          open={open}
          opened={opened}
          menuId={menuId}
          buttonId={buttonId}
          close={close}
        />
      )}
      <ProblemHere widget={widget} at={at} />
    </div>
  );
}
