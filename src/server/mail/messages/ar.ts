import type { Messages } from '../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  confirmSubject: 'تأكيد رسائل البريد الإلكتروني عن الردود في {blog}',
  confirmText:
    'طلب أحدهم، ونأمل أن تكون أنت، إبلاغه بالبريد الإلكتروني عندما يردّ أحد على تعليق على «{title}» ({blog}).\n\nللتأكيد، افتح هذا الرابط:\n{confirm}\n\nإن لم تكن أنت، فتجاهل هذه الرسالة: لا يُرسل شيء عن هذا التعليق ما لم يُؤكَّد.\n\nإيقاف الرسائل عن هذا التعليق: {stop}\n',
  replySubject: 'ردّ {name} على تعليقك على «{title}»',
  replyText:
    'ردّ {name} على تعليقك على «{title}»:\n\n{text}\n\nاقرأه في الصفحة: {url}\n\nتصلك هذه الرسالة لأنك طلبت إبلاغك بالردود على هذا التعليق.\nإيقاف هذه الرسائل: {stop}\n',
};
