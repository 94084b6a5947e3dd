import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  carousel: 'عرض دوّار',
  slide: 'شريحة',
  position: '{n} من {count}',
  stop: 'إيقاف التبديل التلقائي',
  start: 'بدء التبديل التلقائي',
  previous: 'الشريحة السابقة',
  next: 'الشريحة التالية',
  stop_shown: 'إيقاف',
  start_shown: 'بدء',
  previous_shown: 'السابقة',
  next_shown: 'التالية',
  label: 'عرض الشرائح',
};
