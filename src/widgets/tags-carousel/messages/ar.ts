import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  carousel: 'عرض دوّار',
  label: 'الوسوم',
  previous: 'الوسوم السابقة',
  next: 'الوسوم التالية',
  shown: 'الوسوم {range} من {count}',
};
