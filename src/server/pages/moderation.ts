import type { Locale } from '../../shared/locale.ts';
import type { Post, StoredComment } from '../store/store.ts';
import { bodyHtml } from '../feeds/body-html.ts';
import { bodyOf } from '../markdown.ts';
import { html, raw } from './html.ts';
import { smallPage } from './popup.ts';

/**
 * The moderation page (README "Moderation"): the comments waiting on a
 * blog's posts, oldest first, each with Approve, Reject and Block writer
 * (for 30 days, by their e-mail, else the address the comment came
 * from, as in the section). Plain forms, so
 * it works from the keyboard and without script; the count of what waits is
 * in the title, which a screen reader says first; after an action, what was
 * done is the first thing focused and read.
 */
const en = {
  title: 'Moderation: {count} waiting – {blog}',
  titleNone: 'Moderation: nothing waiting – {blog}',
  heading: 'Comments waiting on {blog}',
  none: 'No comment is waiting.',
  on: '{name} on “{title}”',
  wrote: 'Written {date}',
  email: 'Email: {email}',
  website: 'Website: {website}',
  approve: 'Approve',
  reject: 'Reject',
  block: 'Block writer',
  actionOf: ' the comment by {name} on “{title}”',
  blockOf: ' of the comment by {name} on “{title}”, for 30 days',
  blocked: '{name} is blocked for 30 days: what they write waits for approval. Their comment still waits here.',
  unblockable: 'This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from.',
  approved: 'The comment by {name} is approved: it shows on “{title}”.',
  rejected: 'The comment is rejected: it is removed.',
  gone: 'That comment was moderated already.',
  signIn: 'Sign in as the blog’s author to moderate its comments.',
  signInLink: 'Sign in',
  notAuthor: 'Only the blog’s author can moderate its comments.',
  noBlog: 'There is no such blog.',
  tooMany: 'Too many changes at once. Please wait a minute and try again.',
  refusedTitle: 'Moderation',
};
type Key = keyof typeof en;
const fr: Record<Key, string> = {
  title: 'Modération : {count} en attente – {blog}',
  titleNone: 'Modération : rien en attente – {blog}',
  heading: 'Commentaires en attente sur {blog}',
  none: 'Aucun commentaire n’est en attente.',
  on: '{name} sur « {title} »',
  wrote: 'Écrit le {date}',
  email: 'E-mail : {email}',
  website: 'Site web : {website}',
  approve: 'Approuver',
  reject: 'Refuser',
  block: 'Bloquer l’auteur',
  actionOf: ' le commentaire de {name} sur « {title} »',
  blockOf: ' du commentaire de {name} sur « {title} », pendant 30 jours',
  blocked:
    '{name} est bloqué pour 30 jours : ce qu’il écrit attend l’approbation. Son commentaire attend toujours ici.',
  unblockable: 'Cet auteur ne peut pas être bloqué : son commentaire ne porte ni e-mail ni l’adresse d’où il vient.',
  approved: 'Le commentaire de {name} est approuvé : il paraît sur « {title} ».',
  rejected: 'Le commentaire est refusé : il est retiré.',
  gone: 'Ce commentaire a déjà été modéré.',
  signIn: 'Connectez-vous en tant qu’auteur du blog pour modérer ses commentaires.',
  signInLink: 'Se connecter',
  notAuthor: 'Seul l’auteur du blog peut modérer ses commentaires.',
  noBlog: 'Ce blog n’existe pas.',
  tooMany: 'Trop de changements à la fois. Veuillez patienter une minute puis réessayer.',
  refusedTitle: 'Modération',
};
export const moderationWords =
  (locale: Locale) =>
  (key: Key, vars: Record<string, string | number> = {}) =>
    (locale === 'fr' ? fr : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );

export interface HeldComment {
  comment: StoredComment;
  post: Post;
}

/** What the last action did, said at the top of the page it led back to. */
export interface Done {
  action: 'approved' | 'rejected' | 'gone' | 'blocked' | 'unblockable';
  name: string;
  title: string;
}

export function moderationPage(
  locale: Locale,
  blog: { id: string; name: string },
  held: HeldComment[],
  done: Done | null,
): string {
  const t = moderationWords(locale);
  const title = held.length ? t('title', { count: held.length, blog: blog.name }) : t('titleNone', { blog: blog.name });
  const action = `/comments/${locale}/moderation?blogID=${blog.id}`;
  return smallPage(
    locale,
    title,
    html`<h1>${t('heading', { blog: blog.name })}</h1>
${done ? html`<p id="done" class="done" role="status" tabindex="-1" autofocus>${t(done.action, { name: done.name, title: done.title })}</p>` : ''}
${
  held.length
    ? html`<ol class="held">
${held.map(
  ({ comment, post }) => html`<li><article aria-labelledby="held-${comment.id}">
<h2 id="held-${comment.id}">${t('on', { name: comment.name, title: post.title })}</h2>
<p class="meta"><time datetime="${comment.createdAt}">${t('wrote', { date: `${comment.createdAt.slice(0, 10)} ${comment.createdAt.slice(11, 16)} UTC` })}</time>${comment.email ? html` · ${t('email', { email: comment.email })}` : ''}${comment.website ? html` · ${t('website', { website: comment.website })}` : ''}</p>
<div class="text">${comment.bodyTree === null ? html`<p>${comment.body}</p>` : raw(bodyHtml(bodyOf(comment)))}</div>
<form method="post" action="${action}">
<input type="hidden" name="commentID" value="${comment.id}">
<button type="submit" name="action" value="approve">${t('approve')}<span class="vh">${t('actionOf', { name: comment.name, title: post.title })}</span></button>
<button type="submit" name="action" value="reject">${t('reject')}<span class="vh">${t('actionOf', { name: comment.name, title: post.title })}</span></button>
<button type="submit" name="action" value="block">${t('block')}<span class="vh">${t('blockOf', { name: comment.name, title: post.title })}</span></button>
</form>
</article></li>
`,
)}</ol>`
    : html`<p>${t('none')}</p>`
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
