import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  edit_label: 'تعليقك',
  save: 'حفظ',
  cancel: 'إلغاء',
  saving: 'جارٍ حفظ تعليقك…',
  saved: 'حُدّث تعليقك.',
  saved_held: 'حُدّث تعليقك وهو بانتظار المراجعة: يراه القرّاء من جديد بعد الموافقة عليه.',
  delete_question: 'هل تريد حذف تعليقك؟ لا يمكن التراجع عن ذلك.',
  delete_yes: 'حذف التعليق',
  delete_no: 'إبقاؤه',
  deleting: 'جارٍ حذف تعليقك…',
  removed: 'حُذف تعليقك.',
  remove_question: 'هل تريد حذف تعليق {name} هذا وردوده؟ لا يمكن التراجع عن ذلك.',
  removing: 'جارٍ حذف التعليق…',
  anonymous: 'مجهول',
  removed_by: 'حُذف: تعليق {name}.',
  generic_error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
};
