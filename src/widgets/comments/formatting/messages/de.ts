import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** German. */
export const words: Messages<typeof en> = {
  help_caption: 'Formatierung: was Sie eingeben und was Leser sehen',
  you_type: 'Sie geben ein',
  readers_see: 'Leser sehen',
  emphasis: 'kursiv',
  strong: 'fett',
  code: 'Code',
  code_block: 'ein Codeblock',
  quote: 'ein Zitat',
  item: 'ein Eintrag',
  link_words: 'Wörter',
  new_paragraph: 'Eine Leerzeile beginnt einen neuen Absatz; ein Zeilenumbruch bleibt ein Zeilenumbruch.',
  as_typed:
    'Alles andere, auch HTML, erscheint so, wie Sie es eingegeben haben. Links führen nur zu http- und https-Adressen.',
  preview_label: 'Vorschau',
  previewing: 'Die Vorschau wird erstellt…',
  nothing: 'Noch nichts für die Vorschau.',
  preview_failed: 'Die Vorschau konnte nicht erstellt werden. Ihr Text bleibt erhalten; versuchen Sie es erneut.',
};
