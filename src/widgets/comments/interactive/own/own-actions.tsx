import { signal, type ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactElement } from 'react';
import type { CommentItem } from '../../../../shared/comments/comments-store.ts';
import { CommentBody } from '../../../../shared/comments/components/comment-body.tsx';
import type { Translate } from '../../../../shared/i18n.ts';
import { focusSoon } from '../../../../shared/ui/focus.ts';
import type {
  OwnComments,
  OwnEditor,
  OwnEditorHost,
  OwnEditorLoader,
} from '../../../../shared/comments/chunks/own-editor.ts';
import { logError } from '../../../../shared/report.ts';

/**
 * What a reader is changing of their own comment: its text, or whether it stays; `remove`: the blog's author removes
 * any comment; `held`: an edit sent it back to moderation, and the notice that says so stands in its text's place.
 */
export interface Changing {
  id: string;
  mode: 'edit' | 'delete' | 'remove' | 'held';
}

/** What editing and deleting use of their section (widget.ts has it all; declared here so neither imports the other). */
export interface OwnActionsHost extends Omit<OwnEditorHost, 'own' | 'stop' | 'hold' | 't'> {
  /** Shows a failure where the reader acted (the comment's menu), and says it once. */
  tell(at: string, text: string): void;
  settle(at: string): void;
  t: ReadonlySignal<Translate<'generic_error' | 'dismiss'>>;
}

/** A writer's own comment, changed in place: offered from its menu, drawn where its text is. */
export interface OwnActions {
  /** Whether this reader may still change the comment (written here, its window open). */
  mayChange(id: string): boolean;
  /** Whether this browser keeps the comment's key (written here without an account): its writer's data is theirs to ask. */
  keyed(id: string): boolean;
  /** Opens the writer's data page with every key this browser keeps, chosen from comment `id`'s menu. */
  data(id: string): void;
  /** The comment its writer is changing, once the editor's code is there. */
  changing: ReadonlySignal<Changing | null>;
  /** Opens the editor, or the question whether to delete, in place of the comment's text (its code loads first). */
  start(id: string, mode: Changing['mode']): Promise<void>;
  /** The comment's text, or, while its writer changes it, the editor or the question. */
  Text(props: { item: CommentItem }): ReactElement;
}

/**
 * The part of editing and deleting one's own comment that comes with the
 * votes' code: whether the menu offers them (only for comments this
 * browser's reader wrote and may still change; the server decides all the
 * same), and the slot where the comment's text is. The editor itself is a
 * chunk of its own (own-editor/), loaded when the reader chooses Edit or
 * Delete; if it cannot come, that is said at the comment's menu and
 * choosing again tries again.
 */
export function createOwnActions(
  host: OwnActionsHost,
  own: OwnComments,
  loadEditor: OwnEditorLoader,
  /**
   * Opens the writer's data page with these keys, each `{id}.{key}`, in a form's body (never in an address); a
   * failure is said at `at`, the menu it was chosen from.
   */
  openData: (keys: string, at: string) => void,
): OwnActions {
  const changing = signal<Changing | null>(null);
  const editor = signal<OwnEditor | null>(null);
  const stop = (id: string, refocus: boolean) => {
    // Another comment's editor opened meanwhile stays open.
    if (changing.peek()?.id === id) changing.value = null;
    if (refocus) focusSoon(() => document.getElementById(`${host.uid}-menu-${id}-by`));
  };
  const hold = (id: string) => (changing.value = { id, mode: 'held' });

  function Text({ item }: { item: CommentItem }) {
    useSignals();
    const now = changing.value;
    const Editor = editor.value;
    return now?.id === item.id && Editor ? (
      <Editor item={item} mode={now.mode} />
    ) : (
      <CommentBody body={item.body} lang={item.lang ?? ''} />
    );
  }

  return {
    changing,
    mayChange: (id) => !!own.get(id),
    keyed: (id) => own.keys().some(([one]) => one === id),
    data: (id) =>
      openData(
        own
          .keys()
          .map((pair) => pair.join('.'))
          .join(' '),
        `menu-${id}`,
      ),
    async start(id, mode) {
      const at = `menu-${id}`;
      host.settle(at);
      try {
        editor.value ??= (await loadEditor()).createOwnEditor({ ...host, own, stop, hold });
        // Shown once its code is there: the view swaps its text for the editor only then.
        changing.value = { id, mode };
      } catch (error) {
        logError('the editor could not be loaded:', error);
        host.tell(at, host.t.peek()('generic_error'));
      }
    },
    Text,
  };
}
