import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Arabic (Modern Standard). */
export const words: Messages<typeof en> = {
  help_caption: 'التنسيق: ما تكتبه وما يراه القرّاء',
  you_type: 'تكتب',
  readers_see: 'يرى القرّاء',
  emphasis: 'مائل',
  strong: 'غامق',
  code: 'شيفرة',
  code_block: 'كتلة شيفرة',
  quote: 'اقتباس',
  item: 'عنصر',
  link_words: 'كلمات',
  new_paragraph: 'يبدأ السطر الفارغ فقرة جديدة، ويبقى فاصل السطر فاصل سطر.',
  as_typed: 'يظهر كل ما عدا ذلك، بما فيه HTML، كما كتبته. ولا تؤدي الروابط إلا إلى عناوين http وhttps.',
  preview_label: 'معاينة',
  previewing: 'جارٍ إعداد المعاينة…',
  nothing: 'لا شيء للمعاينة بعد.',
  preview_failed: 'تعذّر إعداد المعاينة. نصّك محفوظ، يُرجى المحاولة مرة أخرى.',
};
