import { useRef, type ReactElement } from 'react';
import { useComputed, useSignals } from '@preact/signals-react/runtime';
import { UGC_REL } from '../body.ts';
import { firstWords } from '../first-words.ts';
import { httpUrl } from '../../ui/safe-url.ts';
import type { CommentItem } from '../comments-store.ts';
import type { SectionForms } from '../section/forms.ts';
import type { SectionLanguage } from '../section/language.ts';
import type { SectionPlace } from '../section/place.ts';
import type { SectionReading } from '../section/reading.ts';
import type { SectionSaid } from '../section/said.ts';
import { Avatar } from './avatar.tsx';
import { CommentMenu, type CommentMenuHost } from './comment-menu.tsx';
import { CommentBody } from './comment-body.tsx';
import { FormSlot, type FormSlotHost } from './form-slot.tsx';
import { InReplyTo } from './in-reply-to.tsx';
import { MoreButton } from './more-button.tsx';
import { listClass } from './long-list.ts';
import { showMore } from '../show-more.ts';
import { ProblemHere, SaidWhereFormWas, type SaidHereHost } from './said-here.tsx';
import { Votes, type VotesHost } from './votes.tsx';

/** What one comment (and the votes, form and messages in it) uses of its section. */
export type CommentViewHost = Pick<SectionLanguage, 't' | 'formatDate' | 'ago'> &
  Pick<SectionReading, 'comments'> &
  Pick<SectionPlace, 'apiBase' | 'noScript'> &
  Pick<SectionForms, 'toggleForm'> &
  Pick<SectionSaid, 'settle' | 'tell' | 'announcer'> &
  VotesHost &
  CommentMenuHost &
  FormSlotHost &
  SaidHereHost;

export interface CommentViewProps {
  widget: CommentViewHost;
  item: CommentItem;
  /** Prefix of the form ids the Reply buttons point at (unique per section). */
  idBase: string;
  /** The section's one element per comment (keptViews), for this thread's replies. */
  viewOf: (item: CommentItem) => ReactElement;
}

/**
 * One element per comment, kept for the life of the section: a list that
 * renders again (a slice, a page of threads or of replies) then skips every
 * comment already shown, each view following its own signals, so no render
 * grows with the list (a thousand comments shown cost a page of them).
 */
export function keptViews(
  widget: CommentViewHost & Pick<SectionPlace, 'env'>,
  idBase: string,
): (item: CommentItem) => ReactElement {
  const views = new WeakMap<CommentItem, ReactElement>();
  const viewOf = (item: CommentItem) => {
    let view = views.get(item);
    if (!view) {
      view = <CommentView key={item.id} widget={widget} item={item} idBase={idBase} viewOf={viewOf} />;
      // A thread of the server's hydrated after the section (widgets/comments/upgrade.ts) is wrapped for good.
      view = widget.env.later?.(view, item.id) ?? view;
      views.set(item, view);
    }
    return view;
  };
  return viewOf;
}

/**
 * One comment: `<li><article>` with the anchor
 * `ob-comment-{id}`, focusable from script only (focus lands here after
 * posting or loading more). The name links out only to an http(s) website,
 * marked as user content. A thread's replies follow in a nested `<ol>`.
 */
export function CommentView({ widget, item, idBase, viewOf }: CommentViewProps) {
  useSignals();
  const t = widget.t.value;
  const { comments } = widget;
  const replyRef = useRef<HTMLButtonElement>(null);
  const name = item.user.name.trim() || t('anonymous');
  const date = widget.formatDate(item.createdAt, item.date);
  const ago = widget.ago(item.createdAt);
  // What this comment reads of the section's state, each as its own answer: a change elsewhere (a name shared
  // by a page of others, a form opened on another comment, another comment edited) renders this one again
  // only when its own answer changes, not every comment shown.
  // A comment a sort put out (use-gone.ts) is no longer in the store: until it goes, it keeps what it read and
  // renders nothing again (thousands of them, each drawn again at the sort, held the page for seconds).
  const was = useRef<{ shared?: boolean; answered?: CommentItem }>({}).current;
  const shared = useComputed(() =>
    comments.find(item.id) ? (was.shared = comments.nameShared(item).value) : was.shared,
  ).value;
  const open = useComputed(() => comments.openForm.value === item.id).value;
  // Its own answer too: a new list pins a new item, and every comment reading the pin would render again.
  const pinned = useComputed(() => comments.pinned.value === item).value;
  // Only the comment its writer is changing trades its text for the editor: every other keeps the node the server wrote.
  const Own = useComputed(() => {
    const own = widget.interactions.value?.own;
    return own?.changing.value?.id === item.id ? own.Text : null;
  }).value;
  // A name more than one comment carries gets the comment's first words too, so "Reply to …" buttons can be told apart.
  const who = shared ? t('who_said', { name, words: firstWords(item.body) }) : name;
  const website = httpUrl(item.user.website);
  const formId = `${idBase}-${item.id}`;
  const isThread = item.threadId === item.id;
  const replies = item.replies.value;
  const moreAt = `more-${item.id}`;
  // Replies come oldest first (docs/api.md "The API"), so the comment a reply answers is always listed before it.
  // A comment changed (deleted meanwhile) is a new item, and a reply kept as it was (keptViews) must still name it as
  // it now is: read again at each change in place (or a sort, where a reply kept with a form open names the new
  // item), not at each page of threads (every reply shown woke at each).
  const answered = useComputed(() => {
    if (isThread || !comments.find(item.id)) return was.answered;
    void comments.changed.value;
    return (was.answered = comments.find(item.parentId ?? item.threadId));
  }).value;

  const loadReplies = () =>
    showMore(widget, moreAt, () => comments.loadMoreReplies(item), [
      t('loading_replies'),
      t('loaded_replies'),
      t('more_failed'),
    ]);

  const thread = (
    <>
      {isThread && replies.length > 0 && (
        // Named after the thread, so that its replies are told from a list inside a comment's text.
        <ol className={listClass(replies.length, 'pl-list pl-replies')} aria-label={t('replies_to', { name })}>
          {replies.map(viewOf)}
        </ol>
      )}
      {isThread && item.moreReplies.value && (
        <MoreButton
          label={t('more_replies')}
          context={t('reply_to', { name: who })}
          busy={item.loadingReplies.value}
          onLoad={loadReplies}
          noScript={widget.noScript?.moreReplies(item.id)}
        />
      )}
      {isThread && <ProblemHere widget={widget} at={moreAt} />}
    </>
  );

  // Deleted by its writer but answered: said so in its place, so its answers still read as answers.
  if (item.deleted)
    return (
      <li className="pl-item">
        <article id={`ob-comment-${item.id}`} className="pl-comment" tabIndex={-1} aria-labelledby={`${formId}-name`}>
          <p id={`${formId}-name`} className="pl-note">
            {t('deleted')}
          </p>
        </article>
        {thread}
      </li>
    );

  return (
    <li className="pl-item">
      {/* Named by its writer, whom it answers and its date: focus lands here after posting or loading more. */}
      <article
        id={`ob-comment-${item.id}`}
        className="pl-comment"
        tabIndex={-1}
        aria-labelledby={`${formId}-name ${answered ? `${formId}-to ` : ''}${formId}-date`}
      >
        <div className="pl-head">
          <Avatar user={item.user} apiBase={widget.apiBase} />
          {/* A name its writer gave is said in their language ("Inès" in French); the word for anonymous is the section's. */}
          <span id={`${formId}-name`} className="pl-name" lang={item.user.name.trim() ? item.lang : undefined}>
            {website ? (
              <a href={website} rel={UGC_REL}>
                {name}
              </a>
            ) : (
              name
            )}
          </span>
          {item.user.isAuthor && <span className="pl-badge">{t('author')}</span>}
          {pinned && <span className="pl-badge">{t('pinned')}</span>}
          {answered && <InReplyTo id={`${formId}-to`} answered={answered} t={t} />}
          <time id={`${formId}-date`} className="pl-date" dateTime={item.createdAt}>
            {date}
          </time>
          {ago ? <span className="pl-date">{ago}</span> : null}
          {item.editedAt && (
            <time className="pl-date" dateTime={item.editedAt}>
              {t('edited', { date: widget.formatDate(item.editedAt, '') })}
            </time>
          )}
        </div>
        {/* The writer's editor, or the question whether to delete, comes in its place (with the votes' code). */}
        {Own ? <Own item={item} /> : <CommentBody body={item.body} lang={item.lang ?? ''} />}
        <div className="pl-actions">
          <Votes widget={widget} item={item} name={name} />
          {comments.allowed.value && (
            <button
              ref={replyRef}
              id={`${formId}-by`}
              type="button"
              aria-expanded={open}
              aria-controls={formId}
              onClick={() => widget.toggleForm(item.id)}
            >
              {t('reply')}
              <span className="pl-vh">{t('reply_to', { name: who })}</span>
            </button>
          )}
          <CommentMenu widget={widget} commentId={item.id} who={who} />
        </div>
      </article>
      {open ? (
        <FormSlot
          widget={widget}
          id={formId}
          formKey={item.id}
          parentId={item.id}
          replyTo={name}
          onCancel={() => replyRef.current?.focus()}
        />
      ) : (
        <SaidWhereFormWas widget={widget} at={item.id} onDismiss={() => replyRef.current?.focus()} />
      )}
      {thread}
    </li>
  );
}
