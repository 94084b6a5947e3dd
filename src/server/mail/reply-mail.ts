import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { translator, type Messages } from '../../shared/i18n.ts';
import type { Locale } from '../../shared/locale.ts';
import type { Blog, Post, ReplyMail, Store, StoredComment } from '../store/store.ts';
import type { Mailer } from './mailer.ts';

/** One confirmation mail per address and blog in this time, however many comments ask: nobody's inbox is flooded by strangers. */
export const CONFIRMATION_QUIET_MS = 24 * 60 * 60_000;

/** The setting that holds the links' key: one per database, so every instance makes and checks the same links. */
const KEY_SETTING = 'reply-mail-key';

const en = {
  confirmSubject: 'Confirm e-mails about replies on {blog}',
  confirmText:
    'Someone, we hope you, asked to be told by e-mail when someone replies to a comment on “{title}” ({blog}).\n\nTo confirm, open this link:\n{confirm}\n\nIf it was not you, ignore this e-mail: nothing more will be sent.\n\nNever send these e-mails: {stop}\n',
  replySubject: '{name} replied to your comment on “{title}”',
  replyText: '{name} replied to your comment on “{title}”:\n\n{text}\n\nRead it on the page: {url}\n\nYou get this e-mail because you asked to be told about replies to this comment.\nStop these e-mails: {stop}\n',
};
type Key = keyof typeof en;
const fr: Messages<Key> = {
  confirmSubject: 'Confirmez les e-mails de réponses sur {blog}',
  confirmText:
    'Quelqu’un, vous sans doute, a demandé à être prévenu par e-mail des réponses à un commentaire sur « {title} » ({blog}).\n\nPour confirmer, ouvrez ce lien :\n{confirm}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien d’autre ne sera envoyé.\n\nNe jamais recevoir ces e-mails : {stop}\n',
  replySubject: '{name} a répondu à votre commentaire sur « {title} »',
  replyText:
    '{name} a répondu à votre commentaire sur « {title} » :\n\n{text}\n\nLa lire sur la page : {url}\n\nVous recevez cet e-mail parce que vous avez demandé à être prévenu des réponses à ce commentaire.\nNe plus recevoir ces e-mails : {stop}\n',
};
const words = (locale: string) => translator(locale === 'fr' ? fr : en, en);

/** A name or title on one line: whatever a writer typed, a mail's subject stays one header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface ReplyMailService {
  /** The secret of a reply mail's links: the comment's id and a keyed hash of it with its address (nothing stored). */
  token(commentId: string, email: string): string;
  /** The reply mail a link's token names, if the token is right; null for anything else. */
  named(token: string): Promise<ReplyMail | null>;
  /** A writer asked to be told about replies to `comment`: kept, and the confirmation mailed when due. */
  want(request: { comment: StoredComment; blog: Blog; post: Post; email: string; locale: Locale; origin: string }): Promise<'on' | 'pending'>;
  /** `reply` is shown: the writer of the comment it answers is told, if they asked, confirmed, and did not write it themselves. */
  replied(reply: StoredComment, origin: string): Promise<void>;
}

/**
 * Reply notifications (README "Reply notifications"): double opt-in per
 * address and blog, a one-click unsubscribe in every mail (RFC 8058:
 * `List-Unsubscribe` with `List-Unsubscribe-Post`), plain text only. The
 * links carry an HMAC under a key kept in the database, so no token is
 * stored and every instance checks the others' links.
 */
export async function createReplyMail(store: Store, mailer: Mailer, now: () => Date = () => new Date()): Promise<ReplyMailService> {
  const key = await store.keepSetting(KEY_SETTING, randomBytes(32).toString('hex'));
  const sign = (commentId: string, email: string) => createHmac('sha256', key).update(`reply-mail:${commentId}:${email.toLowerCase()}`).digest('base64url');
  const token = (commentId: string, email: string) => `${commentId}.${sign(commentId, email)}`;
  const link = (origin: string, action: 'confirm' | 'stop', commentId: string, email: string) =>
    `${origin}/comments/reply-mail/${action}?token=${encodeURIComponent(token(commentId, email))}`;
  const pageOf = (origin: string, blog: Blog, post: Post) => new URL(post.url, new URL(blog.url, `${origin}/`)).href;
  /** RFC 8058: a mail client's one-click unsubscribe POSTs to this address. */
  const unsubscribe = (stop: string) => ({ 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' });

  return {
    token,
    async named(value) {
      const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
      if (!match) return null;
      const found = await store.replyMailOf(match[1]!);
      if (!found) return null;
      const expected = Buffer.from(sign(found.commentId, found.email));
      return timingSafeEqual(expected, Buffer.from(match[2]!)) ? found : null;
    },
    async want({ comment, blog, post, email, locale, origin }) {
      const { state, ask } = await store.wantReplyMail(comment.id, blog.id, email, locale, now(), CONFIRMATION_QUIET_MS);
      if (ask) {
        const t = words(locale);
        const stop = link(origin, 'stop', comment.id, email);
        mailer.send({
          to: email,
          subject: t('confirmSubject', { blog: oneLine(blog.name) }),
          text: t('confirmText', { title: oneLine(post.title), blog: oneLine(blog.name), confirm: link(origin, 'confirm', comment.id, email), stop }),
          headers: unsubscribe(stop),
        });
      }
      return state;
    },
    async replied(reply, origin) {
      if (!reply.parentId || !reply.isVisible) return;
      const wish = await store.replyMailOf(reply.parentId);
      if (wish?.state !== 'on' || reply.email?.toLowerCase() === wish.email) return;
      const post = await store.getPost(reply.postId);
      const blog = post && (await store.getBlog(post.blogId));
      if (!post || !blog) return;
      const t = words(wish.locale);
      const stop = link(origin, 'stop', wish.commentId, wish.email);
      const name = oneLine(reply.name);
      mailer.send({
        to: wish.email,
        subject: t('replySubject', { name, title: oneLine(post.title) }),
        text: t('replyText', { name, title: oneLine(post.title), text: reply.body, url: `${pageOf(origin, blog, post)}#ob-comment-${reply.id}`, stop }),
        headers: unsubscribe(stop),
      });
    },
  };
}
