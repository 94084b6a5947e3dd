import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { textDirection } from '../../locale.ts';
import { listen } from '../../ui/listen.ts';
import type { CommentsWidget } from '../widget.ts';
import type { CommentItem, CommentsStore } from '../comments-store.ts';
import { keptViews } from './comment-view.tsx';
import { FormSlot } from './form-slot.tsx';
import { MoreButton } from './more-button.tsx';
import { showMore } from '../show-more.ts';
import { NoScript } from './no-script.tsx';
import { ProblemHere, SaidWhereFormWas } from './said-here.tsx';
import { SortControl } from './sort-control.tsx';
import { StatusRegion } from './status-region.tsx';
import { useGone } from './use-gone.ts';
import { useSlices } from './use-slices.ts';
import { ViewerBar } from './viewer-bar.tsx';
import { LONG_LIST, listClass } from './long-list.ts';

/** What the section's root draws from: every part of the section but its start and its end (section/life.ts). */
export type CommentSectionHost = Omit<CommentsWidget, 'start' | 'dispose'>;

/** What focus holds of a list a sort replaces (focusHolds). */
interface FocusHolds {
  /** It is in one of the list's threads. */
  inList: boolean;
  /** The new list is drawn at once through this many threads: through the one its comment is in, where it goes. */
  through: number;
}

/**
 * What focus, last come to `was` (else the page's focused element: a tap that moves none forgets `was`), holds of a
 * list a sort replaces, whose new threads are `threads`. Where the sort named a comment focus is on its way to
 * (`listingShows`: the thread unpinned, wherever focus went meanwhile), the new list is drawn through that one too.
 */
function focusHolds(
  was: Element | null,
  threads: CommentItem[],
  comments: Pick<CommentsStore, 'find' | 'listingShows'>,
): FocusHolds {
  const at = was ?? (typeof document === 'undefined' ? null : document.activeElement);
  const drawnThrough = (id: string | null | undefined) => {
    const thread = id && comments.find(id)?.threadId;
    return thread ? threads.findIndex((each) => each.id === thread) + 1 : 0;
  };
  return {
    inList: !!at?.isConnected && !!at.closest('.pl-list:not(.pl-pinned, .pl-gone, .pl-replies)'),
    // Through both: the named comment may not be listed (pinned, or past the first page), and focus in a thread
    // further on must still find it drawn.
    through: Math.max(
      drawnThrough(comments.listingShows()),
      drawnThrough(at?.closest('article')?.id.slice('ob-comment-'.length)),
    ),
  };
}

/**
 * The comment section: a region named
 * by its heading "Comments (N)", the viewer's sign-in control and the
 * add-comment disclosure when commenting is allowed, an `<ol>` of comments
 * with nested replies, 'more comments', and one status region from mount.
 * It says its language and its direction, always, as the server's markup
 * does: the section reads its own way on any page (docs/languages.md "Languages").
 */
export function CommentSection({ widget }: { widget: CommentSectionHost }) {
  useSignals();
  const t = widget.t.value;
  const { comments, total } = widget;
  // Named after the section alone: a reader without script follows links to it (shared/no-script.tsx).
  const headingId = `${widget.uid}-heading`;
  const idBase = widget.uid + useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const status = comments.status.value;
  const Heading = `h${widget.headingLevel}` as 'h2';
  const formId = `${idBase}-top`;
  const open = comments.openForm.value === widget.formKey;
  const threads = comments.comments.value;
  const pinned = comments.pinned.value;
  // Where focus last came to in the section, until a press anywhere: a new list (a sort) may take its element away.
  const focusWas = useRef<Element>(null);
  // A sort: a reply form (its key a comment's id) or an editor open keeps the list's element (and a thread's listed
  // again, what is typed in it), as focus in a short list's thread does; else the new list is drawn anew. Where focus
  // is is read as the new list is drawn, on purpose: focus moving draws nothing, and it matters only then.
  const listing = comments.listing();
  // oxlint-disable-next-line react/refs
  const focus = focusHolds(focusWas.current, threads, comments);
  // The pinned thread is listed too: never twice in the page, in its list and in the one on its way out.
  const lists = useGone(listing, pinned ? [pinned, ...threads] : threads, LONG_LIST, {
    busy: Number(comments.openForm.peek()) > 0 || !!widget.interactions.peek()?.own?.changing.peek(),
    focused: focus.inList,
  });
  const { key, gone } = lists;
  const shown = useSlices(threads, widget.firstSlice, key, focus.through);
  const listed = threads.slice(0, shown);
  lists.drew(listed, shown < threads.length);
  // A reader may Tab on into the list while a sort's answer is awaited, or write in a reply form it closes. Focus in
  // a thread the new list took away, or put out of sight (use-gone.ts), goes to that comment where the new list shows
  // it again, else to Sort, where the reader acted: not to the page. A thread the new list moved keeps it (a browser
  // that moves an element by taking it out drops its focus). Focus the reader moved elsewhere stays.
  useLayoutEffect(() => {
    const was = focusWas.current;
    const active = document.activeElement;
    const kept = was?.isConnected && !was.closest('.pl-gone');
    if (!was?.closest('.pl-item') || (kept ? active !== document.body : ![was, document.body].includes(active!)))
      return;
    const again = kept ? was : document.getElementById(was.closest('article')?.id ?? '');
    (again && !again.closest('.pl-gone')
      ? (again as HTMLElement)
      : sectionRef.current!.querySelector<HTMLElement>('.pl-sort button')
    )?.focus();
  }, [listing]);
  const Moderation = widget.interactions.value?.Moderation;
  // One element per comment, kept: a slice then adds its threads without diffing those already shown.
  const [viewOf] = useState(() => keptViews(widget, idBase));

  useEffect(() => {
    // Fetch the vote and sign-in code when the reader comes near, not on every page view. `pointerover`
    // and not `once`: a pointer that came in while the answer was loading must still count when it
    // moves over what then appeared (interact() loads only once).
    const el = sectionRef.current!;
    const warm = () => {
      if (comments.allowed.peek() || comments.allowedVotes.peek()) widget.interact().catch(() => {});
    };
    const offPointer = listen(el, 'pointerover', warm);
    const offFocus = listen(el, 'focusin', (event) => {
      focusWas.current = event.target as Element;
      warm();
    });
    // A press anywhere forgets it: focus then is where the reader put it, even in a browser that gives a pressed
    // button none (Safari), which would leave an old one standing.
    const offPress = listen(document, 'pointerdown', () => (focusWas.current = null), { capture: true });
    return () => (offPointer(), offFocus(), offPress());
  }, [widget, comments]);

  const loadMore = () =>
    showMore(widget, 'more', comments.loadMore, [t('loading_more'), t('loaded_more'), t('more_failed')]);

  let body = null;
  if (status === 'failed')
    body = (
      <p className="pl-note">
        {t('load_failed')}{' '}
        <button type="button" onClick={() => widget.load()}>
          {t('retry')}
        </button>
      </p>
    );
  else if (status === 'ready')
    body = (
      <>
        {/* Closed (the post by its author, or the blog to comments): said where "Add a comment" would be, not left to be guessed. */}
        {comments.allowed.value ? (
          <div className="pl-bar">
            <ViewerBar widget={widget} />
            <button
              ref={addRef}
              id={`${formId}-by`}
              type="button"
              aria-expanded={open}
              aria-controls={formId}
              onClick={() => widget.toggleForm(widget.formKey)}
            >
              {t('add_comment')}
            </button>
          </div>
        ) : (
          <p className="pl-note">{t('comments_closed')}</p>
        )}
        {open ? (
          <FormSlot
            widget={widget}
            id={formId}
            formKey={widget.formKey}
            parentId={null}
            onCancel={() => addRef.current?.focus()}
          />
        ) : (
          <SaidWhereFormWas widget={widget} at={widget.formKey} onDismiss={() => addRef.current?.focus()} />
        )}
        {/* Without script, a plain form that posts into moderation. */}
        {comments.allowed.value && <NoScript html={widget.noScript?.form} />}
        {/* The blog's author moderates here (with the votes' code); nothing for anyone else. */}
        {Moderation && <Moderation />}
        {/* Sorting one comment orders nothing; once a second comes, the control comes with it. */}
        {(threads.length > 1 || comments.moreComments.value) && <SortControl widget={widget} headingId={headingId} />}
        {pinned && (
          // The author's pick, first whatever the order, named as such.
          <ol className="pl-list pl-pinned" aria-label={t('pinned')}>
            {viewOf(pinned)}
          </ol>
        )}
        {/* Before the list, in its place: what a sort put out stays where it was laid out until it is gone (use-gone.ts). */}
        {gone && (
          // Its class as it was (a long list's: a thread's display changed would rebuild every box in it), and pl-gone.
          <ol key={gone.key} className="pl-list pl-long pl-gone">
            {gone.threads.map(viewOf)}
          </ol>
        )}
        {threads.length ? (
          <ol key={key} className={listClass(threads.length, 'pl-list')}>
            {listed.map(viewOf)}
          </ol>
        ) : (
          !pinned && <p className="pl-note">{t('empty')}</p>
        )}
        {comments.moreComments.value && (
          <MoreButton
            label={t('more_comments')}
            busy={comments.loadingComments.value}
            onLoad={loadMore}
            noScript={widget.noScript?.moreComments}
          />
        )}
        <ProblemHere widget={widget} at="more" />
      </>
    );

  return (
    <section
      ref={sectionRef}
      className="pl-comments"
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      lang={widget.lang}
      dir={textDirection(widget.lang)}
      // The words of a press that comes before the section is live (widgets/comments/read.ts, which carries none).
      data-loading={t('loading')}
      data-not-loaded={t('not_loaded')}
    >
      {/* Focusable, out of the Tab order: where focus goes when what the reader acted on went and nothing took its
          place (the last comment deleted, a comment unpinned that is not on the first page). */}
      <Heading id={headingId} tabIndex={-1}>
        {total.value === null ? t('heading') : t('heading_count', { count: total.value })}
      </Heading>
      {/* Without script, the styles that hide the controls that need it. */}
      <NoScript html={widget.noScript?.head} />
      {body}
      <StatusRegion announcer={widget.announcer} />
    </section>
  );
}
