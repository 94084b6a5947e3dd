import type { CookieJar } from '../../../adapters/cookies.ts';
import type { Captcha, Grecaptcha } from '../../../adapters/recaptcha.ts';
import type { FetchLike } from '../../api/graphql.ts';
import type { Messages, Words } from '../../i18n.ts';
import type { OtherLocale } from '../../locale.ts';
import type { InteractionEffects } from '../chunks/effects.ts';
import type { FormattingLoader } from '../chunks/formatting.ts';
import type { InteractiveModule } from '../chunks/interactions.ts';
import type { ModerationLoader } from '../chunks/moderation.ts';
import type { OwnEditorLoader } from '../chunks/own-editor.ts';
import type { words as en } from '../messages/en.ts';
import type { CommentOrder } from '../orders.ts';
import type { ReactElement } from 'react';

/**
 * The section's words in a locale other than English, by part: `section` the reading words, and on the
 * page the form's, the votes', the editor's, formatting's and moderation's with them, in one chunk
 * (widgets/comments/words/; docs/languages.md "Languages"). Each part's English is in that part's own code.
 */
export type SectionWords = { section: Messages<typeof en> } & { [part: string]: Words };

/** What reading the section touches outside itself: the API, the cookies, the reader's language and clock. */
export interface ReadingEnv {
  fetch: FetchLike;
  /** The vote cookies, read on the reading path (writes come with the votes, InteractionEffects). */
  cookies: CookieJar;
  pageLang: string;
  /** The reader's preferred languages (a regional date order), none on the server. */
  languages: readonly string[];
  /** The time zone dates are shown in: the reader's own unless set (the server's markup says UTC). */
  timeZone?: string;
  /** The reader's clock, for "2 hours ago" beside a date: none on the server, whose markup caches hold. */
  now?: () => number;
  count(url: string, query: string): Promise<unknown>;
  /** The section's words in a locale other than English (their own chunk on the page). */
  messages(locale: OtherLocale): Promise<SectionWords>;
  /**
   * A thread's view, as the upgrade hydrates it: a thread the server drew in its turn after the section
   * (widgets/comments/hydrate-later.ts); none elsewhere, and on the server.
   */
  later?: (view: ReactElement, id: string) => ReactElement;
  /** The order the reader last picked on this site, kept in the browser; none on the server. */
  savedOrder?: { read(): string | null; write(order: CommentOrder): void };
}

/** The code that comes after reading begins, each loaded when first needed (widgets/comments/lazy.ts). */
export interface ChunksEnv {
  /** Storage, popups and the login callback: loaded with the first interaction. */
  effects(): Promise<InteractionEffects>;
  /** `src` unset: the provider's own script. */
  recaptcha(src?: string): Promise<Grecaptcha>;
  /** The self-hosted robot check, fed by the challenges at `url` (its own chunk, loaded with the form). */
  robotProof(url: string): Promise<Captcha>;
  /** The code of the form, votes and sign-in (interactive/interactive.ts), loaded on first interaction. */
  interactive(): Promise<InteractiveModule>;
  /** The code that shows the comment a link names (`#ob-comment-N`), loaded only for such a link. */
  revealComment(): Promise<typeof import('../../../ui/reveal-comment.ts')>;
  /** The editor of one's own comment, loaded when the reader chooses Edit or Delete. */
  ownEditor: OwnEditorLoader;
  /** Moderation in place, loaded for a reader who owns a blog. */
  moderation: ModerationLoader;
  /** Formatting help and the preview, loaded when the writer first asks for either. */
  formatting: FormattingLoader;
}

/** Everything with side effects, in one place so tests and React hosts can swap it. */
export interface CommentsEnv extends ReadingEnv, ChunksEnv {}
