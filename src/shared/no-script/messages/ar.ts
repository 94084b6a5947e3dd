import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  held: 'من دون JavaScript، ينتظر التعليق موافقة الكاتب قبل أن يظهر.',
  post_failed: 'تعذّر نشر تعليقك:',
  posted_title: 'تعليقك',
  not_posted_title: 'لم يُنشر تعليقك',
  back: 'العودة إلى التدوينة',
  too_many: 'تعليقات كثيرة جدًا من هنا: يُرجى إرسال النموذج مرة أخرى {when}.',
  other_site: 'لا تُقبل التعليقات إلا من صفحات هذا الموقع نفسه.',
};
