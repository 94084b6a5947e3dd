import type { Translate } from '../../i18n.ts';
import type { CommentItem } from '../comments-store.ts';
import type { MessageKey } from '../section/language.ts';

/**
 * A reply's "In reply to Inès": a link to the comment it answers, and part
 * of the reply's accessible name (its `id` is in the article's
 * `aria-labelledby`), so that a reader who hears a thread reply by reply
 * knows whom each one answers. A deleted comment keeps its place in the
 * thread, so the link still leads there, saying it was deleted.
 */
export function InReplyTo({ id, answered, t }: { id: string; answered: CommentItem; t: Translate<MessageKey> }) {
  return (
    <span id={id} className="pl-date">
      <a href={`#ob-comment-${answered.id}`}>
        {answered.deleted
          ? t('in_reply_deleted')
          : t('in_reply', { name: answered.user.name.trim() || t('anonymous') })}
      </a>
    </span>
  );
}
