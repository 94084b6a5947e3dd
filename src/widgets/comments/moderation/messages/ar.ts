import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  heading: 'الإشراف',
  waiting: 'بانتظار الموافقة ({count})',
  none: 'لا توجد تعليقات بانتظار الموافقة.',
  held: 'بانتظار الموافقة',
  in_reply: 'ردًّا على {name}',
  in_reply_earlier: 'ردًّا على تعليق سابق',
  approve: 'موافقة',
  reject: 'رفض',
  block: 'حظر الكاتب',
  block_for: ': تعليق {name}، لمدة 30 يومًا',
  blocked: 'حُظر لمدة 30 يومًا: ما يكتبه {name} ينتظر الموافقة.',
  for_comment: ': تعليق {name}',
  approved: 'تمت الموافقة: تعليق {name} معروض.',
  rejected: 'رُفض: حُذف تعليق {name}.',
  open_state: 'التعليقات مفتوحة على هذه التدوينة.',
  closed_state: 'التعليقات مغلقة على هذه التدوينة: يبقى الموجود قابلًا للقراءة، ولا يُقبل شيء جديد.',
  close: 'إغلاق التعليقات',
  reopen: 'إعادة فتح التعليقات',
  closed_done: 'التعليقات مغلقة على هذه التدوينة.',
  opened_done: 'أُعيد فتح التعليقات على هذه التدوينة.',
  pin: 'تثبيت في الأعلى',
  unpin: 'إلغاء التثبيت',
  pinned_done: 'ثُبّت في الأعلى.',
  unpinned_done: 'أُلغي التثبيت.',
  delete: 'حذف',
  reload: 'أعد تحميل الصفحة لتراه في مكانه.',
  generic_error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};
