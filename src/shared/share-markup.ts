import type { Translate } from './i18n.ts';
import { shareIcon } from './share-icon.ts';
import { shareLinks, type SharedPost } from './share-links.ts';
import type { words } from './share/messages/en.ts';

/**
 * The share list as markup: one renderer for the server (a blog renders the
 * links into its page, so they work without JavaScript) and for the widget
 * (when the host rendered none). Web targets open in a new window and say so
 * in their names (`target=_blank` implies `noopener` in every current
 * browser); email goes to the mail app in place.
 *
 * Nothing here needs HTML escaping: addresses are built from
 * `encodeURIComponent` values (no `"`, `<` or `>` survive it) and a checked
 * host name, and the names are the fixed brands and translations.
 */

/** `t`: one locale's words (share/messages/). */
export function shareListHtml(post: SharedPost, t: Translate<keyof typeof words>): string {
  const items = shareLinks(post).map(
    ({ name, href, mark }) =>
      `<li><a href="${href}"${name ? ` target="_blank" aria-label="${t('shareOn', { name })}"` : ''}>${shareIcon(mark)}${name || t('email')}</a></li>`,
  );
  return `<ul aria-label="${t('label')}">${items.join('')}</ul>`;
}
