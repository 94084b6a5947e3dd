/**
 * The characters HTML reads as markup, and what each is written as instead. Exported for the one caller that
 * escapes and does more in the same pass (the API's comment bodies, server/graphql/format.ts); any other
 * calls escapeHtml.
 */
export const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in content and in a quoted attribute alike: nothing a reader wrote becomes markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
