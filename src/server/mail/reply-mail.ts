import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { translators } from '../../shared/i18n.ts';
import { all } from './messages/locales.ts';
import { resolveLocale, type Locale } from '../../shared/locale.ts';
import type { Blog, Post, ReplyMail, BlogStore, ReplyMailStore, LimitStore, StoredComment } from '../store/store.ts';
import type { Mailer } from './mailer.ts';
import { ROW_ID_DIGITS } from '../../shared/row-id.ts';

/** Confirmation mails to one address from one blog a day, however many comments ask: nobody's inbox is flooded by strangers. */
export const CONFIRMATIONS_PER_DAY = 3;

/** The setting that holds the links' key: one per database, so every instance makes and checks the same links. */
const KEY_SETTING = 'reply-mail-key';

/** The mails' words, one translator per locale: the one the writer wrote in, kept with their wish. */
const mailWords = translators(all);

/** What a mail's link names: the comment's id, then the link's signature. */
const NAMED = new RegExp(`^(${ROW_ID_DIGITS})\\.([A-Za-z0-9_-]{43})$`);

/** A name or title on one line: whatever a writer typed, a mail's subject stays one header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export interface ReplyMailService {
  /** The secret of a reply mail's link for `action`: the comment's id and a keyed hash of it, the action and the address (nothing stored). */
  token(action: LinkAction, commentId: string, email: string): string;
  /** The reply mail a link's token names for `action`, if the token is right; null for anything else. */
  named(action: LinkAction, token: string): Promise<ReplyMail | null>;
  /** The server's public address, which the links point at. */
  origin(): string;
  /**
   * A writer asked to be told about replies to `comment`: kept, on at once
   * for a signed-in writer's own address (`confirmed`), else pending and
   * the confirmation mailed when due.
   */
  want(request: {
    comment: StoredComment;
    blog: Blog;
    post: Post;
    email: string;
    locale: Locale;
    confirmed: boolean;
  }): Promise<'on' | 'pending'>;
  /** `reply` is shown: the writer of the comment it answers is told, if they asked, confirmed, and did not write it themselves. */
  replied(reply: StoredComment): Promise<void>;
}

/**
 * Reply notifications (docs/moderation.md "Reply notifications"): double opt-in per
 * address and blog, a one-click unsubscribe in every mail (RFC 8058:
 * `List-Unsubscribe` with `List-Unsubscribe-Post`), plain text only. The
 * links carry an HMAC under a key kept in the database, so no token is
 * stored and every instance checks the others' links.
 */
export type LinkAction = 'confirm' | 'stop';

/**
 * `origin`: the server's public address (PUBLIC_URL, else the address it
 * listens on), never a request's Host header, which anyone may set: a
 * mail the blog sends must not carry a link to someone else's site.
 */
export async function createReplyMail(
  store: BlogStore & ReplyMailStore & LimitStore,
  mailer: Mailer,
  origin: () => string,
  now: () => Date = () => new Date(),
): Promise<ReplyMailService> {
  const key = await store.keepSetting(KEY_SETTING, randomBytes(32).toString('hex'));
  // The action is signed too: the stop link (in every mail's headers) never confirms.
  const sign = (action: LinkAction, commentId: string, email: string) =>
    createHmac('sha256', key).update(`reply-mail:${action}:${commentId}:${email.toLowerCase()}`).digest('base64url');
  const token = (action: LinkAction, commentId: string, email: string) =>
    `${commentId}.${sign(action, commentId, email)}`;
  const link = (action: LinkAction, commentId: string, email: string) =>
    `${origin()}/comments/reply-mail/${action}?token=${encodeURIComponent(token(action, commentId, email))}`;
  const pageOf = (blog: Blog, post: Post) => new URL(post.url, new URL(blog.url, `${origin()}/`)).href;
  /** RFC 8058: a mail client's one-click unsubscribe POSTs to this address. */
  const unsubscribe = (stop: string) => ({
    'List-Unsubscribe': `<${stop}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  });

  return {
    token,
    origin,
    async named(action, value) {
      const match = NAMED.exec(value);
      if (!match) return null;
      const found = await store.replyMailOf(match[1]!);
      if (!found) return null;
      const expected = Buffer.from(sign(action, found.commentId, found.email));
      return timingSafeEqual(expected, Buffer.from(match[2]!)) ? found : null;
    },
    async want({ comment, blog, post, email, locale, confirmed }) {
      const { state, ask } = await store.wantReplyMail(comment.id, blog.id, email, locale, now(), {
        confirmed,
        asksPerDay: CONFIRMATIONS_PER_DAY,
      });
      if (ask) {
        const t = mailWords[locale];
        const stop = link('stop', comment.id, email);
        mailer.send({
          to: email,
          subject: t('confirmSubject', { blog: oneLine(blog.name) }),
          text: t('confirmText', {
            title: oneLine(post.title),
            blog: oneLine(blog.name),
            confirm: link('confirm', comment.id, email),
            stop,
          }),
          headers: unsubscribe(stop),
        });
      }
      return state;
    },
    async replied(reply) {
      if (!reply.parentId || !reply.isVisible) return;
      const wish = await store.replyMailOf(reply.parentId);
      if (wish?.state !== 'on' || reply.email?.toLowerCase() === wish.email) return;
      const post = await store.getPost(reply.postId);
      const blog = post && (await store.getBlog(post.blogId));
      if (!post || !blog) return;
      const t = mailWords[resolveLocale(wish.locale, undefined)];
      const stop = link('stop', wish.commentId, wish.email);
      const name = oneLine(reply.name);
      mailer.send({
        to: wish.email,
        subject: t('replySubject', { name, title: oneLine(post.title) }),
        text: t('replyText', {
          name,
          title: oneLine(post.title),
          text: reply.body,
          url: `${pageOf(blog, post)}#ob-comment-${reply.id}`,
          stop,
        }),
        headers: unsubscribe(stop),
      });
    },
  };
}
