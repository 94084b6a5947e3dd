import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  title: {
    zero: 'الإشراف: لا تعليقات بالانتظار – {blog}',
    one: 'الإشراف: تعليق واحد بالانتظار – {blog}',
    two: 'الإشراف: تعليقان بالانتظار – {blog}',
    few: 'الإشراف: {count} تعليقات بالانتظار – {blog}',
    many: 'الإشراف: {count} تعليقًا بالانتظار – {blog}',
    other: 'الإشراف: {count} تعليق بالانتظار – {blog}',
  },
  titleNone: 'الإشراف: لا شيء بالانتظار – {blog}',
  heading: 'التعليقات بالانتظار في {blog}',
  none: 'لا توجد تعليقات بالانتظار.',
  on: '{name} على «{title}»',
  wrote: 'كُتب في {date}',
  email: 'البريد الإلكتروني: {email}',
  website: 'الموقع: {website}',
  approve: 'موافقة',
  reject: 'رفض',
  block: 'حظر الكاتب',
  actionOf: ': تعليق {name} على «{title}»',
  blockOf: ': تعليق {name} على «{title}»، لمدة 30 يومًا',
  blocked: 'حُظر {name} لمدة 30 يومًا: ما يكتبه ينتظر الموافقة. وما زال تعليقه ينتظر هنا.',
  unblockable: 'لا يمكن حظر هذا الكاتب: لا يحمل تعليقه بريدًا إلكترونيًا ولا العنوان الذي جاء منه.',
  approved: 'تمت الموافقة على تعليق {name}: يظهر الآن على «{title}».',
  rejected: 'رُفض التعليق: أُزيل.',
  gone: 'سبقت مراجعة هذا التعليق.',
  signIn: 'سجّل الدخول بوصفك كاتب المدونة للإشراف على تعليقاتها.',
  signInLink: 'تسجيل الدخول',
  notAuthor: 'لا يستطيع الإشراف على تعليقات المدونة إلا كاتبها.',
  noBlog: 'لا توجد مدونة كهذه.',
  tooMany: 'تغييرات كثيرة دفعة واحدة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  refusedTitle: 'الإشراف',
};
