import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** French. */
export const words: Messages<typeof en> = {
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
