import type { Messages } from '../../i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  label: 'مشاركة هذه التدوينة',
  share: 'مشاركة',
  shareOn: 'المشاركة على {name} (تُفتح في نافذة جديدة)',
  email: 'البريد الإلكتروني',
};
