import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ownCommentApi } from '../../../shared/api/own-comment.ts';
import { nameKey, type CommentItem } from '../../../shared/comments/comments-store.ts';
import type { GraphqlError } from '../../../shared/api/graphql.ts';
import type { OwnEditor, OwnEditorHost } from '../../../shared/comments/chunks/own-editor.ts';
import { CommentBody } from '../../../shared/comments/components/comment-body.tsx';
import { words } from './messages/en.ts';
import { commentElement, focusSoon, sectionHeading } from '../../../shared/ui/focus.ts';
import { htmlToLines } from '../../../shared/ui/html-text.ts';
import { addStyle } from '../../../shared/ui/style.ts';
import css from './own-editor.css';
import { logWarning } from '../../../shared/report.ts';

/** The server's refusal as the editor shows it: what it says of the text, else what it says at all. */
const refusal = (errors: GraphqlError[] | undefined, fallback: string) =>
  errors?.[0]?.extensions?.validation?.comment?.[0] ?? errors?.[0]?.message ?? fallback;

/**
 * Editing and deleting one's own comment (docs/embedding.md "Editing your comment"):
 * a chunk of its own, loaded when the reader chooses Edit or Delete, so
 * neither the reading path nor a reader's first vote carries it. The
 * server decides: whatever it refuses (too late, not theirs, a forged key,
 * an empty text) is said in place, heard once, with the text as typed
 * kept. A refusal that the comment is not theirs to change (or no longer
 * there) also forgets it here, so the menu stops offering it.
 */
export function createOwnEditor(host: OwnEditorHost): OwnEditor {
  const api = ownCommentApi(host.graphql);
  const t = host.words('own', words);
  addStyle(document, 'porchlight-comments-own-css', css);

  const refused = (id: string, errors: GraphqlError[] | undefined) => {
    const { code, reason } = errors?.[0]?.extensions ?? {};
    const mine = host.own.get(id, 0);
    // By the server's reason, not this browser's clock: gone, or a key the server does not know, is never offered
    // again. A key refused for its time is kept for its writer's data. A signed-in writer refused as not theirs may
    // only be signed out: their comment is offered again once they sign back in; past its time, it goes.
    if (code === 'NOT_FOUND' || (code === 'FORBIDDEN' && mine && reason === (mine.key ? 'notYours' : 'editClosed')))
      host.own.forget(id);
    return refusal(errors, t('generic_error'));
  };

  /**
   * Where focus goes if a comment leaves the list: the next comment, else the one before, else its thread.
   * Those `leaving` with it are passed over: a reply's answers come after it (replies run oldest first), and
   * the author removes them with it.
   */
  const neighbourOf = (id: string, leaving: CommentItem[] = []) => {
    const gone = new Set([id, ...leaving.map((one) => one.id)].map((one) => `ob-comment-${one}`));
    const li = document.getElementById(`ob-comment-${id}`)?.closest('li');
    const siblings = [...(li?.parentElement?.children ?? [])];
    const at = siblings.indexOf(li!);
    const stays = (el: Element) => !gone.has(el.querySelector('article')?.id ?? '');
    return [
      siblings.slice(at + 1).find(stays),
      siblings.slice(0, at).reverse().find(stays),
      li?.parentElement?.closest('li'),
    ]
      .map((el) => el?.querySelector<HTMLElement>('article'))
      .find(Boolean);
  };
  /** Focus where the comment was, then `said` (if anything is): what happened, heard once the reader's place is (src/shared/ui/focus.ts). */
  const focusAfterLeaving = (neighbour: HTMLElement | null | undefined, said?: () => void) => {
    // The last comment gone: the section's heading.
    focusSoon(() => neighbour ?? sectionHeading(host.uid), said);
  };

  /** Saves the new text; the refusal's words, or null once saved. */
  async function save(item: CommentItem, text: string): Promise<string | null> {
    host.announcer.say(t('saving'));
    try {
      const { data, errors } = await api.edit(item.id, host.locale, text, host.own.get(item.id)?.key);
      const edited = data?.editComment;
      if (!edited) return refused(item.id, errors);
      if (edited.isVisible === false) {
        // Sent back to moderation by what was added (a link, say): a lasting notice takes its text's place, as one
        // takes a held new comment's form's place; the comment leaves the list once the reader dismisses it.
        host.hold(item.id);
      } else {
        host.stop(item.id, false);
        host.comments.change(item.id, {
          html: edited.comment,
          body: edited.body,
          editedAt: edited.editedAt ?? undefined,
          deleted: undefined,
        });
        focusSoon(commentElement(item.id), () => host.announcer.say(t('saved')));
      }
      return null;
    } catch (error) {
      logWarning('comment not edited:', error);
      return t('generic_error');
    }
  }

  /** Fewer comments in the section's count: `gone` left the page (more of a thread may have gone unseen). */
  const countLess = (gone: number) => {
    const total = host.total.peek();
    if (total !== null) host.total.value = Math.max(0, total - gone);
  };
  /**
   * What the server deletes with a comment: a thread's replies; a reply's
   * answers, and theirs, found by what each answers. (Replies of a thread
   * not yet shown go unseen, and uncounted.)
   */
  const goneWith = (item: CommentItem): CommentItem[] => {
    const replies = host.comments.find(item.threadId)?.replies.peek() ?? [];
    if (item.threadId === item.id) return replies;
    const gone = new Set([item.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const one of replies)
        if (one.parentId && gone.has(one.parentId) && !gone.has(one.id)) grew = !!gone.add(one.id);
    }
    return replies.filter((one) => one !== item && gone.has(one.id));
  };

  /** A writer's name as the comment shows it. */
  const nameOf = (item: CommentItem) => nameKey(item) || t('anonymous');

  /** The blog's author removes a comment: it goes, with its replies (docs/moderation.md "Moderation"); the refusal's words, or null once gone. */
  async function removeAsAuthor(item: CommentItem): Promise<string | null> {
    const neighbour = neighbourOf(item.id, goneWith(item));
    host.announcer.say(t('removing'));
    try {
      const { data, errors } = await api.removeAsAuthor(item.id, host.locale);
      // Not theirs to remove (signed out meanwhile, say): said in place; nothing is forgotten of what the reader wrote.
      if (!data?.deleteComment) return refusal(errors, t('generic_error'));
      host.stop(item.id, false);
      const gone = goneWith(item);
      for (const one of [item, ...gone]) host.comments.change(one.id, null);
      countLess(1 + gone.length);
      focusAfterLeaving(neighbour, () => host.announcer.say(t('removed_by', { name: nameOf(item) })));
      return null;
    } catch (error) {
      logWarning('comment not removed:', error);
      return t('generic_error');
    }
  }

  /** Deletes the comment; the refusal's words, or null once deleted. */
  async function remove(item: CommentItem): Promise<string | null> {
    const neighbour = neighbourOf(item.id);
    host.announcer.say(t('deleting'));
    try {
      const { data, errors } = await api.remove(item.id, host.locale, host.own.get(item.id)?.key);
      const done = data?.deleteOwnComment;
      if (!done) return refused(item.id, errors);
      host.own.forget(item.id);
      host.stop(item.id, false);
      // Answered, it stays as "Comment deleted" so its replies read on; otherwise it goes.
      host.comments.change(item.id, done.isVisible ? { html: '', body: [], editedAt: undefined, deleted: true } : null);
      // Gone or a placeholder, it no longer counts.
      countLess(1);
      const said = () => host.announcer.say(t('removed'));
      if (done.isVisible) focusSoon(commentElement(item.id), said);
      else focusAfterLeaving(neighbour, said);
      return null;
    } catch (error) {
      logWarning('comment not deleted:', error);
      return t('generic_error');
    }
  }

  /** Runs `act`, once at a time; what it failed with is shown and heard. */
  function useAct() {
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const run = async (act: () => Promise<string | null>) => {
      if (busy) return null;
      setBusy(true);
      const failed = await act();
      setBusy(false);
      setProblem(failed);
      if (failed) host.announcer.say(failed);
      return failed;
    };
    return { problem, busy, run };
  }

  function Editor({ item }: { item: CommentItem }) {
    const base = `${host.uid}-edit-${item.id}`;
    const [text, setText] = useState(() => htmlToLines(item.html).join('\n'));
    const { problem, busy, run } = useAct();
    const field = useRef<HTMLTextAreaElement>(null);
    useEffect(() => field.current?.focus(), []);
    const submit = async (event: Event) => {
      event.preventDefault();
      // Refused: back in the text, as typed, to correct it.
      if (await run(() => save(item, text))) field.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      host.stop(item.id, true);
    };
    return (
      <form className="pl-edit" onSubmit={submit as never} aria-busy={busy || undefined} noValidate>
        <label htmlFor={`${base}-text`}>{t('edit_label')}</label>
        <textarea
          ref={field}
          id={`${base}-text`}
          value={text}
          rows={4}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${base}-problem` : undefined}
          onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
          onKeyDown={onKey}
        />
        {problem && (
          <p id={`${base}-problem`} className="pl-flag">
            {problem}
          </p>
        )}
        <div className="pl-actions">
          <button type="submit" aria-disabled={busy || undefined}>
            {t('save')}
          </button>
          <button type="button" onClick={() => host.stop(item.id, true)}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  }

  function DeleteQuestion({ item, asAuthor }: { item: CommentItem; asAuthor: boolean }) {
    const { problem, run } = useAct();
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && host.stop(item.id, true);
    const keep = useRef<HTMLButtonElement>(null);
    // The safe answer takes focus: a stray Enter keeps the comment.
    useEffect(() => keep.current?.focus(), []);
    return (
      // A group named by its question: a screen reader entering it hears what the buttons answer.
      <fieldset className="pl-confirm">
        <legend>{asAuthor ? t('remove_question', { name: nameOf(item) }) : t('delete_question')}</legend>
        {problem && <p className="pl-flag">{problem}</p>}
        <div className="pl-actions">
          <button
            type="button"
            onClick={() => run(() => (asAuthor ? removeAsAuthor(item) : remove(item)))}
            onKeyDown={escape}
          >
            {t('delete_yes')}
          </button>
          <button ref={keep} type="button" onClick={() => host.stop(item.id, true)} onKeyDown={escape}>
            {t('delete_no')}
          </button>
        </div>
      </fieldset>
    );
  }

  /**
   * An edit held back for moderation, said in its place: focus lands on the
   * notice, whose text is what is heard (no status says it again). Dismissed,
   * the comment leaves the list, as readers see it, and focus moves on.
   */
  function HeldNotice({ item }: { item: CommentItem }) {
    const id = `${host.uid}-held-${item.id}`;
    const note = useRef<HTMLParagraphElement>(null);
    useEffect(() => note.current?.focus(), []);
    const dismiss = () => {
      const neighbour = neighbourOf(item.id);
      host.stop(item.id, false);
      host.comments.change(item.id, null);
      focusAfterLeaving(neighbour);
    };
    return (
      <div className="pl-notice">
        <p ref={note} id={id} tabIndex={-1}>
          {t('saved_held')}
        </p>
        <button type="button" aria-describedby={id} onClick={dismiss}>
          {host.t.value('dismiss')}
        </button>
      </div>
    );
  }

  return ({ item, mode }) =>
    mode === 'held' ? (
      <HeldNotice item={item} />
    ) : mode === 'edit' ? (
      <Editor item={item} />
    ) : (
      <>
        <CommentBody body={item.body} lang={item.lang ?? ''} />
        <DeleteQuestion item={item} asAuthor={mode === 'remove'} />
      </>
    );
}
