import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { listen } from '../../../../shared/ui/listen.ts';
import type { MenuPartsProps } from '../../../../shared/comments/chunks/interactions.ts';

/** What the menu said after its last action, shown beside its button until the menu opens again (`opened`: which opening). */
type Said = ({ copied: true } | { copied: false; url: string }) & { opened: number };

/**
 * The workings of a comment's menu (shared/comments/components/comment-menu.tsx
 * draws its button), after the APG menu button pattern: opened, focus goes
 * to the first item (the last when opened with Up); Up, Down, Home and End
 * move between items; Escape closes it and focus goes back to the button;
 * Tab closes it and moves on; a press outside closes it. "Copy link" (the
 * comment's address, `#ob-comment-{id}`, through the Clipboard API); where
 * the clipboard is refused, the address shows selected in a read-only
 * field, to copy by hand. On the reader's own comment, while they may
 * change it, "Edit" and "Delete" too (own/own-actions.tsx); written here
 * without an account, "Your data…" at any time since, which opens the
 * writer's data page with the keys this browser keeps. Here, with the
 * votes' code, so the reading path carries only the button.
 */
export function MenuParts({ widget, commentId, open, opened, menuId, buttonId, close }: MenuPartsProps) {
  useSignals();
  // Drawn by the votes' code (Interactions.MenuParts), so that code and its words are there.
  const t = widget.interactions.value!.t;
  const [kept, say] = useState<Said | null>(null);
  const said = kept?.opened === opened && !open ? kept : null;
  const menu = useRef<HTMLUListElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
  // The latest `close`, for the listener an opening adds: the parent makes a new one at every render.
  const closeNow = useRef(close);
  useLayoutEffect(() => {
    closeNow.current = close;
  });

  // In the render's own task, not after paint: a key pressed at once after opening (Tab, Down) lands in the menu, never on the button behind it.
  useLayoutEffect(() => {
    if (!open) return;
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    (open === 'last' ? all.at(-1) : all[0])?.focus();
    // A press anywhere else closes it.
    const outside = (event: PointerEvent) => {
      if (!document.getElementById(buttonId)?.parentElement?.contains(event.target as Node)) closeNow.current(false);
    };
    return listen(document, 'pointerdown', outside);
  }, [open, buttonId]);
  useEffect(() => {
    if (said && !said.copied) {
      field.current?.focus();
      field.current?.select();
    }
  }, [said]);

  const onKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      all[to]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Back on the button first, so Tab and Shift+Tab move on from there in every browser, not from a removed item.
      close(true);
    }
  };

  const copy = async () => {
    const { url, copied } = await widget.copyLink(commentId);
    // Copied: back on the button, and said. Refused: focus goes from the item straight to the field, never through the
    // button, and the field's label says what to do: no status says it again.
    close(copied);
    say(copied ? { copied, opened } : { copied, url, opened });
    if (copied) widget.announcer.say(t('link_copied'));
  };

  // Edit and Delete for the reader's own comment, while they may: the editor or the question takes focus where the text is.
  const own = widget.interactions.value?.own;
  const change = (mode: 'edit' | 'delete') => {
    // On the button while the editor's code comes; the editor then takes focus.
    close(true);
    own!.start(commentId, mode);
  };
  const item = (label: string, onClick: () => void, more?: string) => (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} onClick={onClick}>
        {label}
        {more && <span className="pl-vh">{more}</span>}
      </button>
    </li>
  );

  return (
    <>
      {open && (
        <ul ref={menu} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onKey}>
          {item(t('copy_link'), copy)}
          {own?.mayChange(commentId) && (
            <>
              {item(t('edit'), () => change('edit'))}
              {item(t('delete'), () => change('delete'))}
            </>
          )}
          {/* Written here without an account, at any time since: its writer's data, in a window of its own. */}
          {own?.keyed(commentId) &&
            item(
              t('your_data'),
              () => {
                close(true);
                own.data(commentId);
              },
              widget.t.value('new_window'),
            )}
          {/* The blog's author: pin or unpin a thread, delete a comment. */}
          {widget.interactions.value?.authorItems(commentId).map((one) => (
            <Fragment key={one.label}>
              {item(one.label, () => {
                close(true);
                one.act();
              })}
            </Fragment>
          ))}
        </ul>
      )}
      {/* What the last action did, until the menu opens again. */}
      {said?.copied && <span className="pl-done">{t('link_copied')}</span>}
      {said && !said.copied && (
        // A label of its own: wrapped round the field, it would take the field's text into the field's name.
        <p className="pl-link">
          <label htmlFor={`${menuId}-link`}>{t('link_not_copied')}</label>
          <input ref={field} id={`${menuId}-link`} readOnly value={said.url} />
        </p>
      )}
    </>
  );
}
