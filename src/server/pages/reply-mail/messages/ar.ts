import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  confirmTitle: 'تأكيد رسائل الردود',
  confirmAsk: 'هل نرسل رسالة إلى {email} عندما يردّ أحد على تعليقك على «{title}»؟',
  confirmButton: 'نعم، أرسلها',
  confirmedTitle: 'رسائل الردود مفعّلة',
  confirmed:
    'سنراسل {email} عندما يردّ أحد على تعليقك على «{title}»، وعلى التعليقات الأخرى التي طلبت ذلك لها في هذه المدونة.',
  stopTitle: 'إيقاف رسائل الردود',
  stopAsk: 'هل نوقف الرسائل إلى {email} عن الردود على تعليقك على «{title}»؟',
  stopButton: 'إيقاف هذه الرسائل',
  stoppedTitle: 'رسائل الردود متوقفة',
  stopped: 'لن تُرسل بعد الآن رسائل إلى {email} عن الردود على تعليقك على «{title}».',
  back: 'العودة إلى التدوينة',
  badTitle: 'هذا الرابط لا يعمل',
  bad: 'ربما قُطع: انسخ العنوان كاملًا من الرسالة. وإن كان التعليق قد حُذف، فقد توقفت رسائله معه.',
};
