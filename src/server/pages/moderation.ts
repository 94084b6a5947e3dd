import { translators } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locale.ts';
import { all } from './moderation/messages/locales.ts';
import type { Post, StoredComment } from '../store/store.ts';
import { bodyHtml } from '../feeds/body-html.ts';
import { bodyOf } from '../markdown.ts';
import { firstWords } from '../../shared/comments/first-words.ts';
import { html, raw } from './html.ts';
import { smallPage } from './popup.ts';

/**
 * The moderation page (docs/moderation.md "Moderation"): the comments waiting on a
 * blog's posts, oldest first, a page at a time with a link to the next, each with Approve, Reject and Block writer
 * (for 30 days, by their e-mail, else the address the comment came
 * from, as in the section). Plain forms, so
 * it works from the keyboard and without script; the count of what waits is
 * in the title, which a screen reader says first; after an action, what was
 * done is the first thing focused and read.
 */
const words = translators(all);
export const moderationWords = (locale: Locale) => words[locale];

export interface HeldComment {
  comment: StoredComment;
  post: Post;
  /** Whether its writer can be blocked (policy/block-kind.ts): if not, the page says so instead of offering it. */
  blockable: boolean;
}

/** What the last action did, said at the top of the page it led back to. */
export interface Done {
  action: 'approved' | 'rejected' | 'gone' | 'blocked' | 'unblockable';
  name: string;
  title: string;
}

/**
 * Where this page sits in the queue, oldest first: after which comment it starts (null: the first page),
 * and the comment the next page starts after (null: none follows).
 */
export interface QueuePlace {
  after: string | null;
  next: string | null;
}

export function moderationPage(
  locale: Locale,
  blog: { id: string; name: string },
  held: HeldComment[],
  done: Done | null,
  place: QueuePlace = { after: null, next: null },
): string {
  const t = moderationWords(locale);
  // The count is exact only when the queue fits on one page: a longer one is never counted whole.
  const title =
    place.after !== null || place.next !== null
      ? t('titlePaged', { blog: blog.name })
      : held.length
        ? t('title', { count: held.length, blog: blog.name })
        : t('titleNone', { blog: blog.name });
  const first = `/comments/${locale}/moderation?blogID=${blog.id}`;
  // An action comes back to the page it was taken on.
  const action = place.after === null ? first : `${first}&after=${place.after}`;
  return smallPage(
    locale,
    title,
    html`<h1>${t('heading', { blog: blog.name })}</h1>
${done ? html`<p id="done" class="done" role="status" tabindex="-1" autofocus>${t(done.action, { name: done.name, title: done.title })}</p>` : ''}
${
  held.length
    ? html`<ol class="held">
${held.map(({ comment, post, blockable }) => {
  // Its first words too: two comments by one writer on one post read alike by name and title alone.
  const who = t('whoSaid', { name: comment.name, words: firstWords(bodyOf(comment)) });
  return html`<li><article aria-labelledby="held-${comment.id}">
<h2 id="held-${comment.id}">${t('on', { name: who, title: post.title })}</h2>
<p class="meta"><time datetime="${comment.createdAt}">${t('wrote', { date: `${comment.createdAt.slice(0, 10)} ${comment.createdAt.slice(11, 16)} UTC` })}</time>${comment.email ? html` · ${t('email', { email: comment.email })}` : ''}${comment.website ? html` · ${t('website', { website: comment.website })}` : ''}</p>
<div class="text">${comment.bodyTree === null ? html`<p>${comment.body}</p>` : raw(bodyHtml(bodyOf(comment)))}</div>
<form method="post" action="${action}">
<input type="hidden" name="commentID" value="${comment.id}">
<button type="submit" name="action" value="approve">${t('approve')}<span class="vh">${t('actionOf', { name: who, title: post.title })}</span></button>
<button type="submit" name="action" value="reject">${t('reject')}<span class="vh">${t('actionOf', { name: who, title: post.title })}</span></button>
${blockable ? html`<button type="submit" name="action" value="block">${t('block')}<span class="vh">${t('blockOf', { name: who, title: post.title })}</span></button>` : ''}
</form>
${blockable ? '' : html`<p class="meta">${t('unblockable')}</p>`}
</article></li>
`;
})}</ol>`
    : html`<p>${t('none')}</p>`
}
${
  place.after !== null || place.next !== null
    ? html`<nav aria-label="${t('pages')}"><ul class="pages">
${place.after !== null ? html`<li><a href="${first}">${t('firstPage')}</a></li>` : ''}
${place.next !== null ? html`<li><a rel="next" href="${first}&after=${place.next}">${t('nextPage')}</a></li>` : ''}
</ul></nav>`
    : ''
}`,
  );
}

/** No moderation now (not signed in, someone else, no such blog, too many changes): why, and what to do. */
export function moderationRefusedPage(locale: Locale, reason: 'signIn' | 'notAuthor' | 'noBlog' | 'tooMany'): string {
  const t = moderationWords(locale);
  return smallPage(
    locale,
    t('refusedTitle'),
    html`<h1>${t('refusedTitle')}</h1>
<p>${t(reason)}</p>
${reason === 'signIn' ? html`<p><a href="/comments/${locale}/fetch/user">${t('signInLink')}</a></p>` : raw('')}`,
  );
}
