import { useSignals } from '@preact/signals-react/runtime';
import type { CommentItem } from '../comments-store.ts';
import type { ReadonlySignal } from '@preact/signals-react';
import type { SectionInteractions, VoteItem } from '../chunks/interactions.ts';
import type { SectionLanguage } from '../section/language.ts';
import type { SectionReading } from '../section/reading.ts';
import type { SectionSaid } from '../section/said.ts';
import { logWarning } from '../../report.ts';
import type { KeyOf, Translate } from '../../i18n.ts';
import type { words as voteWords } from '../votes/messages/en.ts';

/** What the vote controls use of their section: its words, each comment's vote, the code that votes, its status region. */
export interface VoteControlsHost
  extends Pick<SectionLanguage, 'lang'>, Pick<SectionReading, 'voteStates'>, Pick<SectionSaid, 'announcer'> {
  /** The votes' words only (votes/messages): the votes alone have no others. */
  t: ReadonlySignal<Translate<KeyOf<typeof voteWords>>>;
  interactions: ReadonlySignal<Pick<SectionInteractions, 'votes'> | null>;
  interact(): Promise<Pick<SectionInteractions, 'votes'>>;
}

/** What the votes use of their section: whether the blog takes votes too. */
export type VotesHost = VoteControlsHost & Pick<SectionReading, 'comments'>;

const THUMB = 'M2 10h4v11H2zM8 21h9.3a2 2 0 0 0 2-1.6l1.6-7.4A2 2 0 0 0 19 9.5h-5.3l.8-4.3a1.6 1.6 0 0 0-2.8-1.3L8 9z';

/**
 * Like / Dislike: a group named after the
 * writer (`role="group"` named by `aria-label`: the name is heard once, not
 * again as text as a legend's is, and no checker takes it for a fieldset
 * without its legend), toggle buttons whose names never change, `aria-pressed`
 * for the state (shown without colour: a filled thumb, bold text and a bar
 * under the pressed one), the score between them, its number shown and its words heard. A failure is one message,
 * naming whose comment: the flag beside the counter, said on every
 * failure, and taken back from the status region by the next vote saved.
 */
export function Votes({ widget, item, name }: { widget: VotesHost; item: CommentItem; name: string }) {
  useSignals();
  const t = widget.t.value;
  if (!widget.comments.allowedVotes.value)
    return <span className="pl-score">{t('score', { count: item.popularity.value })}</span>;
  return (
    // A group, not a fieldset: a fieldset named without its legend is an error to HTML_CodeSniffer, and a legend is
    // read once more as text after the group's name.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="group" className="pl-votes" aria-label={t('rate', { name })}>
      {voteControls(widget, item, name)}
    </div>
  );
}

/**
 * The group's content: Like, the score, Dislike and a failure's flag. A function of the rendering component (Votes,
 * or the votes alone hydrating a group the server rendered, widgets/comments/votes-island.tsx), not a component of its
 * own: a section of two thousand comments holds no second component per comment for it. Not `pressable`: drawn with no
 * handlers, for a group its code gives up to the whole section's.
 */
export function voteControls(widget: VoteControlsHost, item: VoteItem, name: string, pressable = true) {
  const t = widget.t.value;
  const count = item.popularity.value;
  const said = t('score', { count });
  // Between Like and Dislike the number alone shows; the words around it ("Score: ") are heard, not seen.
  const number = count.toLocaleString(widget.lang);
  const at = said.lastIndexOf(number);
  const heard = (words: string) => (words ? <span className="pl-vh">{words}</span> : null);
  const score = (
    <span className="pl-score">
      {at < 0 ? (
        said
      ) : (
        <>
          {heard(said.slice(0, at))}
          {number}
          {heard(said.slice(at + number.length))}
        </>
      )}
    </span>
  );
  const vote = widget.voteStates.voteOf(item.id);
  const failed = t('vote_failed', { name });
  const press = async (action: 'like' | 'dislike') => {
    if (vote.pending.value) return;
    try {
      const { votes } = widget.interactions.peek() ?? (await widget.interact());
      if (await votes.vote(item, action)) widget.announcer.withdraw('vote');
      else if (vote.failed.value) widget.announcer.say(failed, 'vote');
    } catch (error) {
      // The voting code itself could not be fetched: same flag as a refused vote.
      logWarning('vote failed:', error);
      vote.failed.value = true;
      widget.announcer.say(failed, 'vote');
    }
  };
  const button = (action: 'like' | 'dislike', pressed: boolean) => (
    <button
      type="button"
      className={`pl-vote pl-${action}`}
      aria-pressed={pressed}
      onClick={pressable ? () => press(action) : undefined}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d={THUMB} />
      </svg>
      {t(action)}
    </button>
  );
  return (
    <>
      {button('like', vote.state.value === 'liked')}
      {score}
      {button('dislike', vote.state.value === 'disliked')}
      {vote.failed.value && <span className="pl-flag">{failed}</span>}
    </>
  );
}
