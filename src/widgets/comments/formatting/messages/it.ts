import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Italian. */
export const words: Messages<typeof en> = {
  help_caption: 'Formattazione: ciò che scrivi e ciò che vedono i lettori',
  you_type: 'Scrivi',
  readers_see: 'I lettori vedono',
  emphasis: 'corsivo',
  strong: 'grassetto',
  code: 'codice',
  code_block: 'un blocco di codice',
  quote: 'una citazione',
  item: 'un elemento',
  link_words: 'parole',
  new_paragraph: 'Una riga vuota inizia un nuovo paragrafo; un a capo resta un a capo.',
  as_typed: 'Tutto il resto, HTML compreso, appare come l’hai scritto. I link portano solo a indirizzi http e https.',
  preview_label: 'Anteprima',
  previewing: 'Preparazione dell’anteprima…',
  nothing: 'Ancora niente da mostrare in anteprima.',
  preview_failed: 'Non è stato possibile preparare l’anteprima. Il tuo testo è conservato; riprova.',
};
