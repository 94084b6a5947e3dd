import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ReactElement } from 'react';
import { COMMENT } from '../../../shared/api/fragments.ts';
import type { GraphqlError } from '../../../shared/api/graphql.ts';
import type { ApiComment } from '../../../shared/api/types.ts';
import { CommentBody } from '../../../shared/comments/components/comment-body.tsx';
import { firstWords } from '../../../shared/comments/first-words.ts';
import { commentElement, focusSoon, sectionHeading } from '../../../shared/ui/focus.ts';
import { addStyle } from '../../../shared/ui/style.ts';
import css from './moderation-panel.css';
import { words } from './messages/en.ts';
import type {
  AuthorItems,
  ModerationOptions,
  ModerationPanelHost,
} from '../../../shared/comments/chunks/moderation.ts';
import { logWarning } from '../../../shared/report.ts';

/** A page of the post's held comments at a time (the server's size): a flooded post's panel is as long as any. */
const MODERATION = `query PostModeration($postID: ID!, $locale: Locale!, $after: String) { moderation(postID: $postID, locale: $locale, after: $after) { closed held { ${COMMENT} parentID blockBy } pageInfo { endCursor hasNextPage } } }`;
const APPROVE =
  'mutation approveComment($commentID: ID!, $locale: Locale!) { approveComment(commentID: $commentID, locale: $locale) { id isVisible deleted } }';
const REJECT =
  'mutation rejectComment($commentID: ID!, $locale: Locale!) { rejectComment(commentID: $commentID, locale: $locale) { id isVisible deleted } }';
const BLOCK =
  'mutation blockWriter($commentID: ID!, $locale: Locale!, $by: BlockKind!, $days: Int!) { blockWriter(commentID: $commentID, locale: $locale, by: $by, days: $days) { until } }';
/** How long a block from the panel lasts: long enough to stop a wave, short enough to forgive. */
const BLOCK_DAYS = 30;
const PIN =
  'mutation pinComment($commentID: ID!, $locale: Locale!, $pinned: Boolean!) { pinComment(commentID: $commentID, locale: $locale, pinned: $pinned) { id pinnedCommentID } }';
const CLOSE =
  'mutation closePost($postID: ID!, $locale: Locale!, $closed: Boolean!) { closePost(postID: $postID, locale: $locale, closed: $closed) { id closed } }';

/** `blockBy`: how its writer can be blocked, by the server's rule; null: they cannot be, and it is said so up front. */
type Held = ApiComment & { parentID: string | null; blockBy: 'email' | 'address' | null };
type HeldPage = {
  closed: boolean;
  held: Held[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
};
type Answer<T> = { data?: T | null; errors?: GraphqlError[] };

/**
 * Moderation in place (docs/moderation.md "Moderation"), for the blog's signed-in
 * author alone: a chunk of its own, loaded only for a reader who owns a
 * blog, and shown only if the server says they own this one. The post's
 * comments waiting for approval, oldest first, each marked as such with
 * Approve and Reject; and closing the post to new comments, or opening it
 * again. Every action is the API's mutation, which checks the author's
 * right on the server; a refusal is said where the author acted.
 */
/** Where the page after this one starts, or null when it is the last. */
const endOf = (page: HeldPage) => (page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null);

export async function createModerationPanel(
  host: ModerationPanelHost,
  { removeInPlace }: ModerationOptions,
): Promise<{ Panel: () => ReactElement; items: AuthorItems } | null> {
  const t = host.words('moderation', words);
  const first = await host.graphql<{ moderation: HeldPage | null }>(MODERATION, {
    postID: host.postId,
    locale: host.locale,
  });
  if (!first.data?.moderation) return null;
  addStyle(document, 'porchlight-comments-moderation-css', css);
  const held = signal(first.data.moderation.held);
  const closed = signal(first.data.moderation.closed);
  /** Where the next page of held comments starts; null: none follows. */
  const nextPage = signal(endOf(first.data.moderation));
  /** What failed, and where: a held comment's id, or 'closed'. */
  const problem = signal<{ at: string; text: string } | null>(null);
  /** The held comments whose writer was blocked from here. */
  const blocked = signal<string[]>([]);
  const base = `${host.uid}-moderation`;
  const Heading = `h${Math.min(6, host.headingLevel + 1)}` as 'h3';

  /** Runs one mutation; its refusal, or a failure, is shown at `at` and said. */
  /** One mutation: its data, or the refusal's words (and code) to show; a failure to send is the generic words. */
  async function send<T>(
    query: string,
    variables: Record<string, unknown>,
  ): Promise<{ data: T } | { refusal: string; code?: string }> {
    try {
      const { data, errors } = (await host.graphql<T>(query, variables)) as Answer<T>;
      if (data && !errors?.length) return { data };
      return { refusal: errors?.[0]?.message ?? t('generic_error'), code: errors?.[0]?.extensions?.code };
    } catch (error) {
      logWarning('moderation failed:', error);
      return { refusal: t('generic_error') };
    }
  }

  /** Shows a refusal at `at` (a held comment's id, or 'closed') and says it. */
  const refuse = (at: string, text: string) => {
    problem.value = { at, text };
    host.announcer.say(text);
  };

  /** Runs one mutation; its refusal, or a failure, is shown at `at` and said. */
  async function act<T>(at: string, query: string, variables: Record<string, unknown>): Promise<T | null> {
    problem.value = null;
    const answer = await send<T>(query, variables);
    if ('data' in answer) return answer.data;
    refuse(at, answer.refusal);
    return null;
  }

  /** The next page of held comments, after those shown; focus on the first of them. */
  async function more() {
    const after = nextPage.peek();
    if (!after) return;
    const answer = await act<{ moderation: HeldPage | null }>('more', MODERATION, {
      postID: host.postId,
      locale: host.locale,
      after,
    });
    const page = answer?.moderation;
    if (!page) return;
    const shown = new Set(held.peek().map((comment) => comment.id));
    const added = page.held.filter((comment) => !shown.has(comment.id));
    held.value = [...held.peek(), ...added];
    nextPage.value = endOf(page);
    const said = () => host.announcer.say(t('more_shown', { count: added.length }));
    if (added[0])
      focusSoon(() => document.getElementById(`${base}-${added[0]!.id}`)?.querySelector('button') ?? null, said);
    else said();
  }

  /** Once a held comment left the list: focus on the one now in its place (its first button), else the last, else the panel's heading. */
  function moveOn(goneId: string, index: number, said: () => void) {
    focusSoon(() => {
      if (document.getElementById(`${base}-${goneId}`)) return null; // not redrawn yet
      const items = [...document.querySelectorAll<HTMLElement>(`#${base} .pl-held-item`)];
      return (
        items[Math.min(index, items.length - 1)]?.querySelector('button') ?? document.getElementById(`${base}-heading`)
      );
    }, said);
  }

  async function decide(comment: Held, approve: boolean) {
    const index = held.peek().indexOf(comment);
    const done = await act<unknown>(comment.id, approve ? APPROVE : REJECT, {
      commentID: comment.id,
      locale: host.locale,
    });
    if (!done) return;
    held.value = held.peek().filter((one) => one !== comment);
    if (approve) {
      // Shown now: in its place at the top of the list or of its thread, as a new comment is.
      host.comments.insert({ ...comment, isVisible: true }, comment.parentID);
      if (host.total.peek() !== null) host.total.value = host.total.peek()! + 1;
    }
    moveOn(comment.id, index, () =>
      host.announcer.say(t(approve ? 'approved' : 'rejected', { name: comment.user.name })),
    );
  }

  /**
   * Blocks the writer of a held comment, the way the server said it can:
   * by their e-mail, or, when they gave none, by the address the comment
   * came from. What they write then waits, and they are told only that
   * (docs/moderation.md "Blocking").
   */
  async function block(comment: Held, by: 'email' | 'address') {
    problem.value = null;
    const answer = await send(BLOCK, { commentID: comment.id, locale: host.locale, by, days: BLOCK_DAYS });
    if ('refusal' in answer) return refuse(comment.id, answer.refusal);
    blocked.value = [...blocked.peek(), comment.id];
    // The button pressed is gone: focus on what took its place, whose words are heard as it is focused (no status
    // says them again).
    focusSoon(() => document.getElementById(`${base}-${comment.id}-blocked`));
  }

  async function toggleClosed() {
    const next = !closed.peek();
    const done = await act<{ closePost: { closed: boolean } }>('closed', CLOSE, {
      postID: host.postId,
      locale: host.locale,
      closed: next,
    });
    if (!done) return;
    closed.value = done.closePost.closed;
    host.announcer.say(t(closed.peek() ? 'closed_done' : 'opened_done'));
  }

  /** Pins a thread to the top, or unpins it; the first page comes again with the server's pick, and focus goes to the comment. */
  async function pin(commentId: string, pinned: boolean) {
    const answer = await send(PIN, { commentID: commentId, locale: host.locale, pinned });
    // Said at the comment's menu, where the author chose it.
    if ('refusal' in answer) return host.tell(`menu-${commentId}`, answer.refusal);
    // The first page again, with the server's pick; the pages read after it go, as after sorting.
    // The new list is drawn through its thread at once (listingShows), not a few threads a task, wherever focus went
    // meanwhile: a comment the first page lists is there at the list's first render.
    const shown = await host.comments.sort(host.comments.order.peek(), commentId);
    const done = t(pinned ? 'pinned_done' : 'unpinned_done');
    // The comment if it is on the first page (once rendered: focusSoon looks again a few frames); else, or if it never
    // came, the section's heading, rather than the menu button that went.
    focusSoon(
      (lastTry) => commentElement(commentId)() ?? (lastTry ? sectionHeading(host.uid) : null),
      () => host.announcer.say(shown ? done : `${done} ${t('reload')}`),
      host.comments.find(commentId) ? undefined : 0,
    );
  }

  const items: AuthorItems = (commentId) => {
    const item = host.comments.find(commentId);
    if (!item || item.deleted) return [];
    const remove = { label: t('delete'), act: () => removeInPlace(commentId), removes: true as const };
    // Pinned: a thread's first comment only; the server refuses the rest.
    if (item.threadId !== commentId) return [remove];
    const isPinned = host.comments.pinned.peek()?.id === commentId;
    return [{ label: t(isPinned ? 'unpin' : 'pin'), act: () => void pin(commentId, !isPinned) }, remove];
  };

  const flag = (at: string) => (problem.value?.at === at ? <p className="pl-flag">{problem.value.text}</p> : null);

  function HeldItem({ comment }: { comment: Held }) {
    useSignals();
    const id = `${base}-${comment.id}`;
    const [busy, setBusy] = useState(false);
    const parentName = comment.parentID ? host.comments.find(comment.parentID)?.user.name.trim() : undefined;
    // Its first words too: two held comments by one writer give buttons that read alike by name alone.
    const who = t('who_said', { name: comment.user.name, words: firstWords(comment.body) });
    const blockBy = comment.blockBy;
    const run = async (approve: boolean) => {
      if (busy) return;
      setBusy(true);
      await decide(comment, approve);
      setBusy(false);
    };
    return (
      <li className="pl-held-item">
        <article id={id} className="pl-comment" aria-labelledby={`${id}-name ${id}-mark`}>
          <div className="pl-head">
            <span id={`${id}-name`} className="pl-name">
              {comment.user.name}
            </span>
            <span id={`${id}-mark`} className="pl-badge">
              {t('held')}
            </span>
            <time className="pl-date" dateTime={comment.createdAt}>
              {host.formatDate(comment.createdAt, comment.date)}
            </time>
          </div>
          {comment.parentID && (
            <p className="pl-note">{parentName ? t('in_reply', { name: parentName }) : t('in_reply_earlier')}</p>
          )}
          <CommentBody body={comment.body} lang={comment.lang ?? ''} />
          <div className="pl-actions">
            <button type="button" aria-disabled={busy || undefined} onClick={() => run(true)}>
              {t('approve')}
              <span className="pl-vh">{t('for_comment', { name: who })}</span>
            </button>
            <button type="button" aria-disabled={busy || undefined} onClick={() => run(false)}>
              {t('reject')}
              <span className="pl-vh">{t('for_comment', { name: who })}</span>
            </button>
            {blocked.value.includes(comment.id) ? (
              <span id={`${id}-blocked`} className="pl-done" tabIndex={-1}>
                {t('blocked', { name: comment.user.name })}
              </span>
            ) : !blockBy ? (
              // Said where Block writer would be, before any press: nothing the server keeps could stop this writer.
              <span className="pl-note">{t('cannot_block')}</span>
            ) : (
              <button type="button" onClick={() => block(comment, blockBy)}>
                {t('block')}
                <span className="pl-vh">{t('block_for', { name: who })}</span>
              </button>
            )}
          </div>
          {flag(comment.id)}
        </article>
      </li>
    );
  }

  function Panel() {
    useSignals();
    const waiting = held.value;
    return (
      <section id={base} className="pl-moderation" aria-labelledby={`${base}-heading`}>
        <Heading id={`${base}-heading`} tabIndex={-1}>
          {t('heading')}
        </Heading>
        <p>
          {t(closed.value ? 'closed_state' : 'open_state')}{' '}
          <button type="button" onClick={toggleClosed}>
            {t(closed.value ? 'reopen' : 'close')}
          </button>
        </p>
        {flag('closed')}
        <p className="pl-waiting">
          {waiting.length
            ? t(nextPage.value ? 'waiting_more' : 'waiting', { count: waiting.length })
            : nextPage.value
              ? t('waiting_more', { count: 0 })
              : t('none')}
        </p>
        {waiting.length > 0 && (
          // Unnamed: the count is the paragraph just before it, heard once as the reader comes to it.
          <ol className="pl-list">
            {waiting.map((comment) => (
              <HeldItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
        {nextPage.value && (
          <p>
            <button type="button" onClick={more}>
              {t('more')}
            </button>
          </p>
        )}
        {flag('more')}
      </section>
    );
  }
  return { Panel, items };
}
