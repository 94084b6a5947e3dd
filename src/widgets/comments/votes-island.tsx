import { effect, signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { hydrateRoot } from 'react-dom/client';
import { createCookieJar } from '../../adapters/cookies.ts';
import { cookiesOf, writeCookie } from '../../adapters/cookie-writer.ts';
import { createGraphql } from '../../shared/api/graphql.ts';
import { votesApi } from '../../shared/api/votes.ts';
import { createAnnouncer } from '../../shared/comments/announcer.ts';
import type { VoteItem } from '../../shared/comments/chunks/interactions.ts';
import { voteControls, type VoteControlsHost } from '../../shared/comments/components/votes.tsx';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import { createVoteStates } from '../../shared/comments/vote-states.ts';
import { words as en } from '../../shared/comments/votes/messages/en.ts';
import { locales } from '../../shared/comments/votes/messages/locales.ts';
import { translator } from '../../shared/i18n.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { systemTimer } from '../../shared/timer.ts';
import { createVotesStore } from './interactive/votes-store.ts';
import { numberIn } from './number-in.ts';
import { VOTES_LIVE } from './votes-live.ts';

/** The votes alone, over a section the server rendered: what read.ts and upgrade.ts ask of this chunk. */
export interface VotesIsland {
  /** Makes the vote group `pressed` stands in live (its controls given their handlers), once. */
  take(pressed: Element): void;
  /** Carries out a press that waited for this code, on its group taken live. */
  pressAgain(el: HTMLElement, pressed: HTMLElement): void;
  /**
   * Gives every group taken up to the whole section (upgrade.ts): their handlers go, their nodes stay where they are
   * (focus with them), and a vote still in flight shows its outcome there. Taking a group makes them live again.
   */
  release(): void;
  /** Resolves once no vote is in flight (after `release()`, none starts): what the whole section then loads counts them. */
  settled(): Promise<void>;
  /** What the votes leave the whole section, once settled: the comments whose vote failed, and what the region says. */
  left(): { failed: string[]; said: string };
  /** The section unmounted: its groups give up their handlers, and nothing more is said in its region. */
  dispose(): void;
}

/**
 * `comments-votes.js`: Like and Dislike, and nothing else of the section (docs/server-rendering.md
 * "Comments as HTML"). A reader's first move toward a vote on a server-rendered section loads this in place of the
 * whole section's code: the runtime, the vote controls the section itself draws (votes.tsx `voteControls`),
 * the votes' store and their mutation. Each group the reader acts in is hydrated as it stands; a vote is
 * shown at once, sent, and settled by the server's score, as in the whole section; a failure is flagged
 * at the group and said in the section's status region. Once the reader moves toward anything else, the
 * whole section takes the markup over (read.ts), after the votes in flight are saved, so what it loads
 * counts them.
 */
export async function votesIsland(el: HTMLElement, options: CommentsOptions = {}): Promise<VotesIsland> {
  const postId = String(options.postId ?? '');
  const locale = resolveLocale(options.locale, document.documentElement.lang);
  // The votes' words alone in the section's language (a few hundred bytes): English is here.
  const words = locale == 'en' ? en : (await locales(locale)).words;
  const region = el.querySelector<HTMLElement>('.pl-comments>[role=status]');
  const jar = createCookieJar(document);
  const voteStates = createVoteStates(jar, postId);
  const store = createVotesStore({
    send: votesApi(createGraphql(fetch, `${(options.apiBase ?? '').replace(/\/$/, '')}/comments/graphql`)),
    cookies: cookiesOf(jar, (name, value, months) => writeCookie(document, name, value, months, systemTimer.now)),
    postId,
    locale,
    states: voteStates,
  });
  const announcer = createAnnouncer();
  // The status region is the server's: what the votes say is written into it, and only that (what it says already,
  // a failure of another press, stays until the votes have something to say).
  let said = false;
  const quiet = effect(() => {
    const text = announcer.message.value;
    if (region && said) region.textContent = text;
    said = true;
  });
  // Every vote sent is kept in `inFlight` until the server answered it.
  let inFlight = Promise.resolve();
  const votes = {
    vote(item: VoteItem, action: 'like' | 'dislike') {
      const saved = store.vote(item, action);
      inFlight = Promise.all([inFlight, saved]).then(() => {});
      return saved;
    },
  };
  const host: VoteControlsHost = {
    t: signal(translator(locale, words, en)),
    lang: locale,
    voteStates,
    announcer,
    interactions: signal({ votes }),
    interact: async () => ({ votes }),
  };
  /** The groups taken, with their comment's id. */
  const taken = new Map<HTMLElement, string>();
  /** Whether the groups taken have their handlers: false once the whole section is taking them over. */
  const pressable = signal(true);
  /**
   * Marks the groups whose presses are this code's (read.ts leaves them be): all of them while they are pressable;
   * after `release()`, those whose vote is still in flight, where a press is ignored, as it was before.
   */
  const mark = () =>
    taken.forEach((id, group) =>
      group.toggleAttribute(VOTES_LIVE, pressable.peek() || voteStates.voteOf(id).pending.peek()),
    );
  const release = () => {
    // Drawn again without handlers: Preact takes its listeners off the nodes, which the whole section's own
    // Preact then gives its own (two on one node would vote twice: both copies read the handler from one
    // property of the node). Nothing is removed, so focus stays put.
    pressable.value = false;
    mark();
  };
  return {
    take(pressed) {
      const group = pressed.closest<HTMLElement>('.pl-votes');
      const article = group?.closest('article');
      pressable.value = true;
      mark();
      if (!group || !article || taken.has(group)) return;
      // What a press that waited said beside it ("Loading…", read.ts) goes before the controls take the group.
      group.querySelector('.pl-press-note')?.remove();
      // The comment as its markup says it: its id, its writer's name as shown, its score as written in the section's language.
      const item: VoteItem = { id: article.id.slice(11), popularity: signal(scoreOf(group)) };
      const name = article.querySelector('.pl-name')?.textContent ?? '';
      function Controls() {
        useSignals();
        return voteControls(host, item, name, pressable.value);
      }
      hydrateRoot(group, <Controls />);
      taken.set(group, item.id);
      group.toggleAttribute(VOTES_LIVE, true);
    },
    pressAgain: (_, pressed) => pressed.click(),
    release,
    settled: () => inFlight.then(mark),
    left: () => ({
      failed: [...taken.values()].filter((id) => voteStates.voteOf(id).failed.peek()),
      said: announcer.message.peek(),
    }),
    dispose() {
      release();
      // Its vote in flight or not, no group is this code's any more: the page has its markup back.
      taken.forEach((_, group) => group.removeAttribute(VOTES_LIVE));
      quiet();
    },
  };
}

/** A score as the section wrote it (`-12`, `١٢`, `1 234`): the number between the words heard around it. */
function scoreOf(group: Element): number {
  let text = '';
  group.querySelector('.pl-score')?.childNodes.forEach((node) => {
    if (!(node as Element).classList?.contains('pl-vh')) text += node.textContent;
  });
  return numberIn(text);
}
