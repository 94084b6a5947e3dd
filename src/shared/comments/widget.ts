import { signal, type Signal } from '@preact/signals-react';
import type { CookieJar } from '../../adapters/cookies.ts';
import type { Captcha, Grecaptcha } from '../../adapters/recaptcha.ts';
import { commentsApi } from '../api/comments.ts';
import { orderNamed, type CommentOrder } from './orders.ts';
import { createGraphql, type FetchLike, type Graphql } from '../api/graphql.ts';
import { translator, type KeyOf, type Messages, type PartWords, type Translate, type Words } from '../i18n.ts';
import { agoFormatter, dateFormatter } from '../ui/dates.ts';
import { resolveLocale, type Locale, type OtherLocale } from '../locale.ts';
import { commentElement, focusSoon } from '../ui/focus.ts';
import { listen } from '../ui/listen.ts';
import { createAnnouncer, type Announcer } from './announcer.ts';
import { createCommentsStore, type CommentsStore } from './comments-store.ts';
import type { LazyChunks } from '../../widgets/comments/lazy.ts';
import type { FormModule, LoadedForm } from '../../widgets/comments/interactive/form/types.ts';
import { words as en } from './messages/en.ts';
import type { InteractionEffects } from '../../widgets/comments/interactive/browser-effects.ts';
import type { Interactions } from '../../widgets/comments/interactive/interactions.ts';
import { createViewerState, type ViewerState } from './viewer-state.ts';
import { FIRST_SLICE } from './components/use-slices.ts';
import { createVoteStates, type VoteStates } from './vote-states.ts';
import { logError } from '../report.ts';

export type MessageKey = KeyOf<typeof en>;

/**
 * The section's words in a locale other than English, by part: `section` the reading words, and on the
 * page the form's, the votes', the editor's, formatting's and moderation's with them, in one chunk
 * (widgets/comments/words/; README "Languages"). Each part's English is in that part's own code.
 */
export type SectionWords = { section: Messages<typeof en> } & { [part: string]: Words };

/** Something the section said, and where it shows. */
export interface Said {
  at: string;
  text: string;
}

/** One comment section, as its components and lazily loaded parts see it (declared: no part depends on how it is built). */
export interface CommentsWidget {
  uid: string;
  postId: string;
  locale: string;
  apiBase: string;
  graphql: Graphql;
  /** The key of the top-level form (`post-{id}`); a reply form's key is the comment's id. */
  formKey: string;
  env: CommentsEnv;
  comments: CommentsStore;
  voteStates: VoteStates;
  viewerState: ViewerState;
  interactions: Signal<Interactions | null>;
  announcer: Announcer;
  problem: Signal<Said | null>;
  notice: Signal<Said | null>;
  /** A lasting notice where the form keyed `at` was (a held comment), said once. */
  showNotice(at: string, text: string): void;
  dismissNotice(): void;
  t: Signal<Translate<MessageKey>>;
  total: Signal<number | null>;
  form: Signal<LoadedForm | null>;
  /**
   * The language the words are in: English until the locale's words have come with the first answer, and
   * English still if they could not be had. Set before `t` changes, so what `t` redraws reads it.
   */
  lang: Locale;
  headingLevel: number;
  /** Threads rendered with the section itself. */
  firstSlice: number;
  /** What a reader without script gets instead of the controls that need it: set by the server's renderer only. */
  noScript?: NoScriptParts;
  toggleForm(key: string): void;
  closeForm(): void;
  interact(): Promise<Interactions>;
  /** Shows `text` at `at` and says it once. */
  tell(at: string, text: string): void;
  /** The reader acts at `at` again: what failed there is no longer shown. */
  settle(at: string): void;
  formatDate(iso: string | undefined, fallback: string): string;
  /** How long ago a moment of the last week was, beside its date ("2 hours ago"); '' without a clock (shared/ui/dates.ts). */
  ago(iso: string | undefined): string;
  start(): Promise<void>;
  load(): Promise<void>;
  /** Copies the link to a comment (`#ob-comment-{id}`): its address, and whether the clipboard took it. */
  copyLink(commentId: string): Promise<{ url: string; copied: boolean }>;
  /** The threads in `order` in place of the list, remembered for the reader's next visit; false when it failed. */
  sort(order: CommentOrder): Promise<boolean>;
  /** One part's words (`form`, `own`…) in the section's language, `english` where it has none; once the words have come. */
  words: PartWords;
  loadForm(): Promise<unknown>;
  captchaApi(): Promise<Grecaptcha>;
  dispose(): void;
}

/** What a host sets, as `data-*` attributes or React props. */
export interface CommentsOptions {
  postId?: string;
  locale?: string;
  /** Where the API lives: `''` (this origin) unless the host says otherwise. */
  apiBase?: string;
  /** The captcha provider's script (the demo points it at the server's stand-in). */
  recaptchaSrc?: string;
  /** The comment count endpoint, for the heading's number. */
  countSrc?: string;
  /** The section heading's level, 2 by default: the page decides its outline. */
  headingLevel?: string | number;
  /** The prefix of the section's ids; one per section by default. The server names it, so its markup is the same on every request. */
  uid?: string;
  /** Threads rendered with the section itself (components/use-slices.ts); the server renders every one. */
  firstSlice?: number;
  /** The server's: start at the page of comments after this cursor (a reader without script followed "More comments"). */
  after?: string;
  /** The threads' order when the section starts (the address's `comments_order`). */
  order?: CommentOrder;
}

/**
 * What a reader without script gets where a control needs script: HTML the
 * server writes into `<noscript>` elements (shared/no-script.tsx). The
 * client renders the same elements empty, so hydration finds them in place.
 */
export interface NoScriptParts {
  /** First in the section: the styles that hide the controls that need script. */
  head: string;
  /** The plain HTML form that posts a comment into moderation. */
  form: string;
  /** The "More comments" link. */
  moreComments: string;
  /** The page's own query parameters, as the sort form's hidden fields (real fields: the form may be sent with script on, before the section is live). */
  sortFields: string;
  /** The "More replies" link of a thread. */
  moreReplies(threadId: string): string;
}

/** Everything with side effects, in one place so tests and React hosts can swap it. */
export interface CommentsEnv {
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
  /** Storage, popups and the login callback: loaded with the first interaction. */
  effects(): Promise<InteractionEffects>;
  count(url: string, query: string): Promise<unknown>;
  /** `src` unset: the provider's own script. */
  recaptcha(src?: string): Promise<Grecaptcha>;
  /** The self-hosted robot check, fed by the challenges at `url` (its own chunk, loaded with the form). */
  robotProof(url: string): Promise<Captcha>;
  /** The section's words in a locale other than English (their own chunk on the page). */
  messages(locale: OtherLocale): Promise<SectionWords>;
  /** The code of the form, votes and sign-in (interactive/interactive.ts), loaded on first interaction. */
  interactive(): Promise<Interactive>;
  /** The code that shows the comment a link names (`#ob-comment-N`), loaded only for such a link. */
  revealComment: LazyChunks['revealComment'];
  /** The editor of one's own comment, loaded when the reader chooses Edit or Delete. */
  ownEditor: LazyChunks['ownEditor'];
  /** Moderation in place, loaded for a reader who owns a blog. */
  moderation: LazyChunks['moderation'];
  /** Formatting help and the preview, loaded when the writer first asks for either. */
  formatting: LazyChunks['formatting'];
  /** The order the reader last picked on this site, kept in the browser; none on the server. */
  savedOrder?: { read(): string | null; write(order: CommentOrder): void };
}

type Interactive = FormModule & {
  createInteractions: typeof import('../../widgets/comments/interactive/interactions.ts').createInteractions;
};

/**
 * One comment section's stores, wired to the page: the
 * composition root shared by `mount()` and the React component. It starts
 * nothing until `start()`, and `dispose()` undoes all it started.
 */
/**
 * The id prefix of a section the server renders, named after its post: the
 * same on every request, and found again by the upgrade that hydrates it.
 */
export const serverSectionUid = (postId: string): string => `plp${postId.replace(/\W/g, '')}`;

/** Preact's useId restarts in every root: several sections on one page need their own prefix. */
let sections = 0;
/** The page's started sections: the sign-in callback reaches every one of them. */
const live = new Set<CommentsWidget>();

export function createCommentsWidget(options: CommentsOptions, env: CommentsEnv): CommentsWidget {
  const uid = options.uid ?? `pl${++sections}`;
  const postId = String(options.postId ?? '');
  const locale = resolveLocale(options.locale, env.pageLang);
  const apiBase = (options.apiBase ?? '').replace(/\/$/, '');
  const graphql: Graphql = createGraphql(env.fetch, `${apiBase}/comments/graphql`);
  const api = commentsApi(graphql);
  // The reader's last pick, unless the page names an order (a server's markup, a link without script).
  const order = options.order ?? orderNamed(env.savedOrder?.read());
  const comments = createCommentsStore({ api, postId, locale, after: options.after, order });
  const voteStates = createVoteStates(env.cookies, postId);
  const viewerState = createViewerState();
  const interactions = signal<Interactions | null>(null);
  let interactionsLoading: Promise<Interactions> | null = null;
  const announcer = createAnnouncer();
  /** A failure, shown where the reader acted (`at`: a form's key, 'more', 'more-{thread id}', 'viewer') and said once. */
  const problem = signal<Said | null>(null);
  /** The lasting notice where a form was (a comment held for moderation): until the reader dismisses it or opens that form again. */
  const notice = signal<Said | null>(null);
  const tell = (at: string, text: string) => {
    problem.value = { at, text };
    announcer.say(text);
  };
  /** The reader acts at `at` again: what failed there is no longer the news. */
  const settle = (at: string) => {
    if (problem.peek()?.at === at) problem.value = null;
  };
  const t = signal<Translate<MessageKey>>(translator('en', en, en));
  /** The words other than English, by part, once they have come (null: English). */
  let words: SectionWords | null = null;
  let wordsLoading: Promise<void> | false | null = null;
  /**
   * The section's words, asked for once (beside the first answer, or with the votes' code when that comes
   * first). Words that cannot be had leave the section in English, which its `lang` then says.
   */
  const loadWords = () =>
    (wordsLoading ??=
      locale != 'en' &&
      env.messages(locale).then(
        // The section speaks its locale from now on: its words, its dates, and what its root says (set before `t`, which redraws).
        (loaded) => {
          words = loaded;
          widget.lang = locale;
          widget.formatDate = dateFormatter(locale, env.languages, env.timeZone);
          widget.ago = agoFormatter(locale, env.now);
          t.value = translator(locale, loaded.section, en);
        },
        // The failed request is in the browser's own log; the section's `lang` says it speaks English.
        () => {},
      ));
  const total = signal<number | null>(null);
  const form = signal<LoadedForm | null>(null);
  let formLoading: Promise<unknown> | null = null;
  const offs: (() => void)[] = [];
  let effectsLoading: Promise<InteractionEffects> | null = null;
  // A failed load is forgotten, so the next interaction tries again.
  const effects = () =>
    (effectsLoading ??= env.effects().catch((error) => {
      effectsLoading = null;
      throw error;
    }));

  async function start() {
    live.add(widget);
    // The number the server's markup showed stands (upgrade.ts); otherwise it is asked for.
    if (total.peek() === null)
      env.count(options.countSrc || `${apiBase}/comments/count`, `postID=${encodeURIComponent(postId)}`).then(
        (count) => (total.value = Number.isSafeInteger(count) ? (count as number) : null),
        () => {},
      );
    // A link on this page (a last-comments widget beside the section) changes only the hash.
    // Listening before the first await: a section disposed while loading leaves no listener behind.
    offs.push(listen(window, 'hashchange', reveal));
    // A section upgraded over the server's markup was loaded before it was hydrated.
    if (comments.status.peek() !== 'ready') await load();
    await reveal();
  }

  /** A last-comment link: the code that shows the comment it names, loading the pages that hold it, comes only for one. */
  const reveal = () =>
    location.hash.startsWith('#ob-comment-') &&
    env
      .revealComment()
      .then((m) => m.revealLinked(comments, (id) => focusSoon(commentElement(id))))
      // The section stays as it is; following the link again (or another) tries again.
      .catch((error) => logError('could not show the linked comment:', error));

  /** RootComments and the locale's words together, so the section first shows in its own language. */
  async function load() {
    comments.status.value = 'loading';
    const [, who] = await Promise.all([loadWords(), comments.load()]);
    viewerState.viewer.value = who;
    // A blog's author moderates in the section: its code comes with the votes', at once rather than on a move.
    if (who?.blogs?.edges.length) interact().catch(() => {});
  }

  /** Votes and sign-in, loaded on first interaction; a failed load may be tried again. */
  function interact(): Promise<Interactions> {
    // catch after then: a chunk that loads but is not what was asked fails like one that did not load.
    return (interactionsLoading ??= Promise.all([env.interactive(), effects(), loadWords()])
      .then(([module, fx]) => {
        const made = module.createInteractions(widget, fx);
        offs.push(made.off);
        // Sign-in from one section signs in them all: the others listen from now on too.
        live.forEach((section) => section.interact().catch(() => {}));
        return (interactions.value = made);
      })
      .catch((error) => {
        interactionsLoading = null;
        throw error;
      }));
  }

  /** The form's code, loaded on first use (off the reading path). */
  function loadForm() {
    return (formLoading ??= Promise.all([env.interactive(), effects(), loadWords()])
      .then(([module, fx]) => {
        const made = module.createForm(widget, fx.storage);
        if (comments.openForm.value) made.store.open(comments.openForm.value);
        form.value = made;
      })
      .catch((error) => {
        // The form's code could not be had: the disclosure closes again (focus stays on its button),
        // the failure shows where the form would have been and is said; the next press tries again.
        formLoading = null;
        const at = comments.openForm.value;
        comments.openForm.value = null;
        tell(at ?? widget.formKey, t.value('generic_error'));
        logError('comment form failed to load:', error);
      }));
  }

  /** Opens the form keyed `key` (closing any other: one form at a time), or closes it when it is the one open. */
  function toggleForm(key: string) {
    settle(key);
    if (notice.peek()?.at === key) notice.value = null;
    const open = comments.openForm.value === key ? null : key;
    comments.openForm.value = open;
    if (open && form.value) form.value.store.open(open);
    else if (open) loadForm();
  }

  const widget: CommentsWidget = {
    uid,
    postId,
    locale,
    apiBase,
    graphql,
    toggleForm,
    closeForm: () => (comments.openForm.value = null),
    formKey: `post-${postId}`,
    env,
    comments,
    voteStates,
    viewerState,
    interactions,
    interact,
    announcer,
    problem,
    notice,
    showNotice(at, text) {
      notice.value = { at, text };
      announcer.say(text);
    },
    dismissNotice: () => (notice.value = null),
    tell,
    settle,
    formatDate: dateFormatter('en', env.languages, env.timeZone),
    ago: agoFormatter('en', env.now),
    t,
    total,
    form,
    start,
    load,
    copyLink: async (commentId) => (await effects()).copyLink(`ob-comment-${commentId}`),
    async sort(next) {
      const done = await comments.sort(next);
      if (done) env.savedOrder?.write(next);
      return done;
    },
    lang: 'en',
    words: (part, english) => translator(widget.lang, words?.[part] ?? english, english),
    loadForm,
    captchaApi: () => env.recaptcha(options.recaptchaSrc || undefined),
    headingLevel: Math.min(6, Math.max(1, Number(options.headingLevel) || 2)),
    firstSlice: options.firstSlice ?? FIRST_SLICE,
    dispose() {
      live.delete(widget);
      offs.splice(0).forEach((off) => off());
    },
  };
  return widget;
}
