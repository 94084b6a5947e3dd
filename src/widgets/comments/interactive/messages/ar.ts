import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  edit: 'تعديل',
  delete: 'حذف',
  your_data: 'بياناتك…',
  copy_link: 'نسخ الرابط',
  link_copied: 'نُسخ الرابط.',
  link_not_copied: 'رابط التعليق لنسخه:',
  signed_out: 'سُجّل خروجك.',
  popup_blocked: 'حظر متصفحك النافذة.',
  popup_link: 'افتحها هنا',
};
