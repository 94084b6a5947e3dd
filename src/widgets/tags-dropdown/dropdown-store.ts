/** Why the list closed: decides where focus goes (APG disclosure navigation). */
export type CloseReason = 'escape' | 'focus-left' | 'click-outside' | 'toggle';

export interface DropdownState {
  open: boolean;
  /** Focus returns to the button: only after Escape, whose focus was inside the list. */
  focusButton: boolean;
}

/**
 * The tags dropdown's state, DOM-free: open or closed, and whether closing
 * hands focus back to the button. Focus leaving and clicks outside close it
 * without moving focus, since the reader already put focus somewhere else.
 */
export interface DropdownStore {
  isOpen(): boolean;
  toggle(): void;
  open(): void;
  close(reason: CloseReason): void;
}

export interface DropdownStoreOptions {
  /** Told of every change of state. */
  onChange?: (state: DropdownState) => void;
}

export function createDropdownStore({ onChange = () => {} }: DropdownStoreOptions = {}): DropdownStore {
  let open = false;
  const set = (value: boolean, focusButton = false) => {
    if (open === value && !focusButton) return;
    open = value;
    onChange({ open, focusButton });
  };
  return {
    isOpen: () => open,
    toggle: () => set(!open),
    open: () => set(true),
    close: (reason) => {
      if (open || reason === 'escape') set(false, reason === 'escape' && open);
    },
  };
}
