import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  mute: 'كتم الصوت',
  newWindow: '(تُفتح في نافذة جديدة)',
  label: 'مقطع صوتي',
};
