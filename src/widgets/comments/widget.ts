import { signal } from '@preact/signals-react';
import { createCookies, type Cookies } from '../../adapters/cookies.ts';
import { jsonp, type JsonpWindow } from '../../adapters/jsonp.ts';
import { onLogin } from '../../adapters/login-callback.ts';
import { openPopup } from '../../adapters/popup.ts';
import type { Grecaptcha } from '../../adapters/recaptcha.ts';
import { createStorage, type Storage } from '../../adapters/storage.ts';
import { browserTimers, type Timers } from '../../adapters/timers.ts';
import { commentsApi } from '../../api/comments.ts';
import { createGraphql, type FetchLike, type Graphql } from '../../api/graphql.ts';
import { votesApi } from '../../api/votes.ts';
import { translator, type Translate } from '../../ui/i18n.ts';
import { resolveLocale } from '../../ui/locale.ts';
import { createAnnouncer } from './announcer.ts';
import { createCommentsStore } from './comments-store.ts';
import type { FormModule, LoadedForm } from './form/types.ts';
import { en, type MessageKey } from './messages/en.ts';
import { createViewerStore } from './viewer-store.ts';
import { createVotesStore } from './votes-store.ts';

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
  /** The section heading's level, 2 by default (A11Y.md: heading level a prop). */
  headingLevel?: string | number;
}

/** Everything with side effects, in one place so tests and React hosts can swap it. */
export interface CommentsEnv {
  fetch: FetchLike;
  cookies: Cookies;
  storage: Storage;
  timers: Timers;
  pageLang: string;
  popup(url: string, name: string): boolean;
  onLogin(listener: () => void): () => void;
  count(url: string): Promise<unknown>;
  recaptcha(src: string): Promise<Grecaptcha>;
  messages(locale: string): Promise<Record<MessageKey, string>>;
  form(): Promise<FormModule>;
}

export const GOOGLE_RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=explicit';
const LOGIN_POPUP = { width: 400, height: 450 };

export function browserEnv(): CommentsEnv {
  return {
    fetch: (url, init) => fetch(url, init),
    cookies: createCookies(document),
    storage: createStorage(() => localStorage, console.warn),
    timers: browserTimers(),
    pageLang: document.documentElement.lang,
    popup: (url, name) => !!openPopup(window, url, name, LOGIN_POPUP),
    onLogin: (listener) => onLogin(window as never, listener),
    count: (url) => jsonp(window as unknown as JsonpWindow, url),
    // The captcha's glue loads with the form; the provider's script only when a form opens (spec §6).
    recaptcha: async (src) => (await import('../../adapters/recaptcha.ts')).loadRecaptcha(window, src),
    // One locale on the reading path: English is built in, French loads beside the first answer.
    messages: async (locale) => (locale === 'fr' ? (await import('./messages/fr.ts')).fr : en),
    form: () => import('./form/index.ts'),
  };
}

/**
 * One comment section's stores, wired to the page (DESIGN §1): the
 * composition root shared by `mount()` and the React component. It starts
 * nothing until `start()`, and `dispose()` undoes all it started.
 */
export function createCommentsWidget(options: CommentsOptions, env: CommentsEnv) {
  const postId = String(options.postId ?? '');
  const locale = resolveLocale(options.locale, env.pageLang);
  const apiBase = (options.apiBase ?? '').replace(/\/$/, '');
  const graphql: Graphql = createGraphql(env.fetch, `${apiBase}/comments/graphql`);
  const api = commentsApi(graphql);
  const comments = createCommentsStore({ api, postId, locale });
  const votes = createVotesStore({ send: votesApi(graphql), cookies: env.cookies, postId, locale });
  const viewer = createViewerStore({ api, storage: env.storage, openPopup: (path, name) => env.popup(apiBase + path, name), locale });
  const announcer = createAnnouncer(env.timers);
  const t = signal<Translate<MessageKey>>(translator(en, en));
  const total = signal<number | null>(null);
  const form = signal<LoadedForm | null>(null);
  let formLoading: Promise<unknown> | null = null;
  const offs: (() => void)[] = [];

  async function start() {
    offs.push(
      env.onLogin(async () => {
        const who = await viewer.loggedIn();
        form.value?.store.reloadIdentity();
        if (who) announcer.say(t.value('signed_in_as', { name: who.name }));
      }),
    );
    env.count(`${options.countSrc || `${apiBase}/comments/count`}?postID=${encodeURIComponent(postId)}`).then(
      (count) => (total.value = Number.isSafeInteger(count) ? (count as number) : null),
      () => {},
    );
    await load();
  }

  /** RootComments and the locale's words together, so the section first shows in its own language. */
  async function load() {
    comments.status.value = 'loading';
    const [messages, who] = await Promise.all([env.messages(locale).catch(() => en), comments.load()]);
    t.value = translator(messages, en);
    viewer.viewer.value = who;
  }

  /** The form's code, loaded on first use (off the reading path). */
  function loadForm() {
    return (formLoading ??= env.form().then(
      (module) => {
        const made = module.createForm(widget);
        if (comments.openForm.value) made.store.open(comments.openForm.value);
        form.value = made;
      },
      (error) => {
        formLoading = null;
        console.error('[porchlight] comment form failed to load:', error);
      },
    ));
  }

  /** The provider's script failed (spec §8): 'Failed to load Recaptcha' is raised and the section gives way to a short notice. */
  function unavailable(error: unknown) {
    console.error('[porchlight] comments failed:', error);
    comments.status.value = 'unavailable';
  }

  /** Opens the form keyed `key` (closing any other: one form at a time, spec §2), or closes it when it is the one open. */
  function toggleForm(key: string) {
    const open = comments.openForm.value === key ? null : key;
    comments.openForm.value = open;
    if (open && form.value) form.value.store.open(open);
    else if (open) loadForm();
  }

  const widget = {
    postId,
    locale,
    apiBase,
    graphql,
    storage: env.storage,
    toggleForm,
    closeForm: () => (comments.openForm.value = null),
    formKey: `post-${postId}`,
    comments,
    votes,
    viewer,
    announcer,
    t,
    total,
    form,
    start,
    load,
    /** The language the words are in: French or the English fallback. */
    uiLang: locale === 'fr' ? 'fr' : 'en',
    loadForm,
    unavailable,
    captchaApi: () => env.recaptcha(options.recaptchaSrc || GOOGLE_RECAPTCHA),
    headingLevel: Math.min(6, Math.max(1, Number(options.headingLevel) || 2)),
    dispose() {
      offs.splice(0).forEach((off) => off());
      announcer.dispose();
    },
  };
  return widget;
}

export type CommentsWidget = ReturnType<typeof createCommentsWidget>;
