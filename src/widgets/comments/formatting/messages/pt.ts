import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Portuguese. */
export const words: Messages<typeof en> = {
  help_caption: 'Formatação: o que você digita e o que os leitores veem',
  you_type: 'Você digita',
  readers_see: 'Os leitores veem',
  emphasis: 'itálico',
  strong: 'negrito',
  code: 'código',
  code_block: 'um bloco de código',
  quote: 'uma citação',
  item: 'um item',
  link_words: 'palavras',
  new_paragraph: 'Uma linha vazia começa um novo parágrafo; uma quebra de linha continua sendo uma quebra de linha.',
  as_typed: 'Todo o resto, incluindo HTML, aparece como você digitou. Os links levam apenas a endereços http e https.',
  preview_label: 'Pré-visualização',
  previewing: 'Gerando a pré-visualização…',
  nothing: 'Ainda não há nada para pré-visualizar.',
  preview_failed: 'Não foi possível gerar a pré-visualização. Seu texto foi mantido; tente novamente.',
};
