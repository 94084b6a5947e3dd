/**
 * The words of formatting help and the preview (they come with that code).
 */
export const words = {
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
