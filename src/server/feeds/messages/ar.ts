import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  postFeed: 'تعليقات على «{title}»',
  blogFeed: 'أحدث التعليقات في {blog}',
  entry: '{name} على «{title}»',
  anonymous: 'مجهول',
  feedLink: 'تعليقات على «{title}» (موجز Atom)',
};
