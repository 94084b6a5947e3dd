import { lastCommentsApi, type LastCommentsApi } from '../../shared/api/last-comments.ts';
import { createGraphql } from '../../shared/api/graphql.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { addStyle } from '../../shared/ui/style.ts';
import type { Translate } from '../../shared/i18n.ts';
import { resolveLocale } from '../../shared/locale.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './last-comments.css';
import { loadLastComments, type LastCommentLink } from '../../shared/last-comments/last-comments.ts';
import { words } from '../../shared/last-comments/messages/en.ts';
import { locales } from '../../shared/last-comments/messages/locales.ts';

/**
 * Last comments, from the RootLastComments query.
 *
 * Plain DOM rather than components on the shared Preact runtime: a heading, a
 * list of links and a status line render once and never re-render, so the
 * runtime (about 5 KB gzip) would cost more than the whole widget. No store
 * either: the one state change is "loaded or failed", handled right here.
 *
 * - One `RootLastComments(blogID, locale)` call; each link shows the comment
 *   as text and the post title and points at `{post url}#ob-comment-{id}`.
 * - A list the host already rendered stays until the fresh one replaces it;
 *   without one, an empty busy list stands in, and widgets.css holds the
 *   space of `data-rows` rows (default 5) until it is filled, so nothing
 *   below jumps while loading.
 * - On failure the translated graphError text fills a status region that
 *   was rendered empty at mount, so screen readers announce it.
 * - The heading level is `data-heading-level` (default 2); a heading the
 *   host rendered is kept instead.
 * - Unmount puts back the markup the host rendered, as the enhancers do.
 */
export interface LastCommentsOptions {
  blogId?: string;
  locale?: string;
  headingLevel?: string;
  /** The GraphQL endpoint, for blogs embedding the widgets from another origin. */
  endpoint?: string;
  /** Tests and hosts may pass their own API. */
  api?: LastCommentsApi;
}

/** An element with its class (none when '': the markup the server renders has no empty class) and text. */
const create = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] => {
  const el = Object.assign(document.createElement(tag), { textContent: text });
  if (className) el.className = className;
  return el;
};

export async function mount(el: HTMLElement, options: LastCommentsOptions = {}): Promise<() => void> {
  // Before `lang`, the class or anything else is added: unmount gives the host back its own markup.
  const restore = keepOriginal(el);
  const api =
    options.api ||
    lastCommentsApi(createGraphql((url, init) => fetch(url, init), options.endpoint || '/comments/graphql'));
  // Asked for at once, beside the words of the locale: a German list waits for one round trip, not two.
  const loading = loadLastComments(
    api,
    options.blogId || '',
    resolveLocale(options.locale, document.documentElement.lang),
  );
  loading.catch(() => {});
  const t = await widgetWords(el, options.locale, words, locales);
  addStyle(document, 'porchlight-last-comments-css', css);
  el.classList.add('pl-lc');

  if (!el.querySelector('h1,h2,h3,h4,h5,h6')) {
    const level = Math.min(6, Math.max(1, Number(options.headingLevel) || 2));
    el.prepend(create(`h${level}` as 'h2', 'pl-lc-heading', t('heading')));
  }
  let list: HTMLElement | null = el.querySelector('ul,ol');
  if (!list) {
    list = el.appendChild(create('ul', 'pl-lc-list'));
    // widgets.css holds `data-rows` rows of space below this empty list while it is busy.
    list.setAttribute('aria-busy', 'true');
  }
  const status = el.appendChild(create('p', 'pl-lc-status'));
  status.setAttribute('role', 'status');

  let live = true;
  loading.then(
    (links) => live && list!.replaceWith(links.length ? renderList(links, t) : create('p', 'pl-lc-empty', t('empty'))),
    (error) => {
      if (!live) return;
      console.warn('[porchlight] last comments:', error);
      // A host-rendered list is still true content: keep it. The placeholder goes.
      if (list!.getAttribute('aria-busy')) list!.remove();
      status.textContent = t('graphError');
    },
  );
  return () => {
    live = false;
    restore();
  };
}

function renderList(links: LastCommentLink[], t: Translate<keyof typeof words>): HTMLElement {
  const list = create('ul', 'pl-lc-list');
  for (const link of links) {
    const a = create('a', '');
    a.href = link.href;
    // The comment's words in the language they were written in, the post's title in the list's.
    const text = create('span', 'pl-lc-text', link.text);
    text.lang = link.lang;
    a.append(text, ' ', create('span', 'pl-lc-post', t('onPost', { title: link.postTitle })));
    list.appendChild(create('li', '')).append(a);
  }
  return list;
}
