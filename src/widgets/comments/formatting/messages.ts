/** The words of formatting help and the preview (they load with that chunk, both locales, off the reading path). */
const en = {
  help_caption: 'Formatting: what you type, and what readers see',
  you_type: 'You type',
  readers_see: 'Readers see',
  emphasis: 'emphasis',
  strong: 'strong',
  code: 'code',
  code_block: 'a block of code',
  quote: 'a quote',
  item: 'an item',
  link_words: 'words',
  new_paragraph: 'An empty line starts a new paragraph; a line break stays a line break.',
  as_typed: 'Anything else, HTML included, shows as you typed it. Links go to http and https addresses only.',
  preview_label: 'Preview',
  previewing: 'Making the preview…',
  nothing: 'Nothing to preview yet.',
  preview_failed: 'The preview could not be made. Your text is kept; try again.',
};

export type FormattingMessageKey = keyof typeof en;

const fr: Record<FormattingMessageKey, string> = {
  help_caption: 'Mise en forme : ce que vous tapez, et ce que les lecteurs voient',
  you_type: 'Vous tapez',
  readers_see: 'Les lecteurs voient',
  emphasis: 'italique',
  strong: 'gras',
  code: 'code',
  code_block: 'un bloc de code',
  quote: 'une citation',
  item: 'un élément',
  link_words: 'des mots',
  new_paragraph: 'Une ligne vide commence un nouveau paragraphe ; un retour à la ligne reste un retour à la ligne.',
  as_typed:
    'Tout le reste, HTML compris, s’affiche tel que vous l’avez tapé. Les liens ne mènent qu’à des adresses http et https.',
  preview_label: 'Aperçu',
  previewing: 'Préparation de l’aperçu…',
  nothing: 'Rien à prévisualiser pour l’instant.',
  preview_failed: 'L’aperçu n’a pas pu être préparé. Votre texte est conservé ; réessayez.',
};

export const formattingMessages: Record<string, Record<FormattingMessageKey, string>> = { en, fr };
