import type { Messages } from '../../../../shared/i18n.ts';
import type { words as en } from './en.ts';

/** Spanish. */
export const words: Messages<typeof en> = {
  help_caption: 'Formato: lo que escribes y lo que ven los lectores',
  you_type: 'Escribes',
  readers_see: 'Los lectores ven',
  emphasis: 'cursiva',
  strong: 'negrita',
  code: 'código',
  code_block: 'un bloque de código',
  quote: 'una cita',
  item: 'un elemento',
  link_words: 'palabras',
  new_paragraph: 'Una línea vacía empieza un párrafo nuevo; un salto de línea sigue siendo un salto de línea.',
  as_typed:
    'Todo lo demás, HTML incluido, se muestra tal como lo escribiste. Los enlaces solo llevan a direcciones http y https.',
  preview_label: 'Vista previa',
  previewing: 'Preparando la vista previa…',
  nothing: 'Todavía no hay nada que previsualizar.',
  preview_failed: 'No se pudo preparar la vista previa. Tu texto se conserva; inténtalo de nuevo.',
};
