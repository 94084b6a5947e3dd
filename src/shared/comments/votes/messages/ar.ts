import type { Messages } from '../../../i18n.ts';
import type { words as en } from './en.ts';

/** Arabic. */
export const words: Messages<typeof en> = {
  rate: 'تقييم تعليق {name}',
  like: 'أعجبني',
  dislike: 'لم يعجبني',
  score: 'التقييم: {count}',
  vote_failed: 'لم يُحفظ تصويتك على تعليق {name}. يُرجى المحاولة مرة أخرى.',
};
