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
import { words as en } from '../../shared/comments/messages/en.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';
import { createVoteStates } from '../../shared/comments/vote-states.ts';
import { translator } from '../../shared/i18n.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { systemTimer } from '../../shared/timer.ts';
import { createVotesStore } from './interactive/votes-store.ts';
import { locales } from './words/locales.ts';

/** The votes alone, over a section the server rendered: what read.ts asks of this chunk. */
export interface VotesIsland {
  /** Makes the vote group `pressed` stands in live (its controls given their handlers), once. */
  take(pressed: Element): void;
  /** Carries out a press that waited for this code, on its group taken live. */
  pressAgain(el: HTMLElement, pressed: HTMLElement): void;
  /** Resolves once no vote is in flight: what the whole section then loads counts it. */
  settled(): Promise<void>;
  /** Gives every group taken back as markup, as it now reads, for the whole section to take over (upgrade.ts). */
  release(): void;
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
  // The section's words in its language: English is here, another's chunk is the one the section loads.
  const words = locale == 'en' ? en : (await locales(locale)).words.section;
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
  // The status region is the server's: what the votes say is written into it as it is.
  const quiet = effect(() => {
    if (region) region.textContent = announcer.message.value;
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
  const taken = new Map<HTMLElement, { unmount(): void }>();
  return {
    take(pressed) {
      const group = pressed.closest<HTMLElement>('.pl-votes');
      const article = group?.closest('article');
      if (!group || !article || taken.has(group)) return;
      // What a press that waited said beside it ("Loading…", read.ts) goes before the controls take the group.
      group.querySelector('.pl-press-note')?.remove();
      // The comment as its markup says it: its id, its writer's name as shown, its score as written in the section's language.
      const item: VoteItem = { id: article.id.slice(11), popularity: signal(scoreOf(group, locale)) };
      const name = article.querySelector('.pl-name')?.textContent ?? '';
      function Controls() {
        useSignals();
        return voteControls(host, item, name);
      }
      taken.set(group, hydrateRoot(group, <Controls />));
      // The mark the whole section carries once live (upgrade.ts), here on the group: its presses are its own now (read.ts).
      group.dataset.porchlightLive = '';
    },
    pressAgain: (_, pressed) => pressed.click(),
    settled: () => inFlight,
    release() {
      const focused = document.activeElement;
      taken.forEach((root, group) => {
        // The group as it now reads (pressed, its score), without the handlers this chunk gave it.
        const copies = [...group.childNodes].map((node) => node.cloneNode(true));
        const at = copies.findIndex((_, index) => group.childNodes[index]?.contains(focused));
        root.unmount();
        group.replaceChildren(...copies);
        delete group.dataset.porchlightLive;
        if (at >= 0) (copies[at] as HTMLElement).focus();
      });
      taken.clear();
      quiet();
    },
  };
}

/** A score as the section wrote it (`-12`, `١٢`, `1 234`): its number read in the locale's own digits. */
function scoreOf(group: Element, locale: string): number {
  const score = group.querySelector('.pl-score');
  if (!score) return 0;
  // The number alone: the words around it are the visually hidden spans.
  let text = '';
  score.childNodes.forEach((node) => {
    if (!(node as Element).classList?.contains('pl-vh')) text += node.textContent;
  });
  const digits = [...Array(10).keys()].map((digit) => digit.toLocaleString(locale));
  let number = 0;
  for (const char of text) if (digits.includes(char)) number = number * 10 + digits.indexOf(char);
  return /[-−]/.test(text) ? -number : number;
}
