import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  comments: 'التعليقات',
  count: {
    zero: 'لا تعليقات',
    one: 'تعليق واحد',
    two: 'تعليقان',
    few: '{count} تعليقات',
    many: '{count} تعليقًا',
    other: '{count} تعليق',
  },
};
