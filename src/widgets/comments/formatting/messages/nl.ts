import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Dutch. */
export const words: Messages<typeof en> = {
  help_caption: 'Opmaak: wat je typt en wat lezers zien',
  you_type: 'Je typt',
  readers_see: 'Lezers zien',
  emphasis: 'cursief',
  strong: 'vet',
  code: 'code',
  code_block: 'een codeblok',
  quote: 'een citaat',
  item: 'een item',
  link_words: 'woorden',
  new_paragraph: 'Een lege regel begint een nieuwe alinea; een regeleinde blijft een regeleinde.',
  as_typed: 'Al het andere, ook HTML, verschijnt zoals je het typte. Links gaan alleen naar http- en https-adressen.',
  preview_label: 'Voorbeeld',
  previewing: 'Het voorbeeld wordt gemaakt…',
  nothing: 'Nog niets om te bekijken.',
  preview_failed: 'Het voorbeeld kon niet worden gemaakt. Je tekst blijft bewaard; probeer het opnieuw.',
};
