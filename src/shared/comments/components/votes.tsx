import { useSignals } from '@preact/signals-react/runtime';
import type { CommentItem } from '../comments-store.ts';
import type { SectionInteracting } from '../section/interacting.ts';
import type { SectionLanguage } from '../section/language.ts';
import type { SectionReading } from '../section/reading.ts';
import type { SectionSaid } from '../section/said.ts';
import { logWarning } from '../../report.ts';

/** What the votes use of their section. */
export type VotesHost = Pick<SectionLanguage, 't' | 'lang'> &
  Pick<SectionReading, 'comments' | 'voteStates'> &
  Pick<SectionInteracting, 'interactions' | 'interact'> &
  Pick<SectionSaid, 'announcer'>;

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
  const count = item.popularity.value;
  const said = t('score', { count });
  if (!widget.comments.allowedVotes.value) return <span className="pl-score">{said}</span>;
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
    <button type="button" className={`pl-vote pl-${action}`} aria-pressed={pressed} onClick={() => press(action)}>
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d={THUMB} />
      </svg>
      {t(action)}
    </button>
  );
  return (
    // A group, not a fieldset: a fieldset named without its legend is an error to HTML_CodeSniffer, and a legend is
    // read once more as text after the group's name.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="group" className="pl-votes" aria-label={t('rate', { name })}>
      {button('like', vote.state.value === 'liked')}
      {score}
      {button('dislike', vote.state.value === 'disliked')}
      {vote.failed.value && <span className="pl-flag">{failed}</span>}
    </div>
  );
}
