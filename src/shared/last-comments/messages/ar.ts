import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  heading: 'أحدث التعليقات',
  onPost: 'على {title}',
  empty: 'لا توجد تعليقات بعد.',
  graphError: 'عذرًا، تعذّر تحميل أحدث التعليقات. يُرجى المحاولة مرة أخرى لاحقًا.',
};
