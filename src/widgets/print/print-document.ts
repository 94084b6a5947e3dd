import { escapeHtml } from '../../shared/escape.ts';

/**
 * The printed page: the post's title, the blog's logo and
 * the post's text, html, images and quote sections, as one standalone HTML
 * document for the print frame. Pure: it takes what was read from the page
 * (read-post.ts) and returns markup, so it is tested without a browser.
 *
 * Text, titles, quotes and attributes are escaped; an `html` section is the
 * host's own markup, already cleaned of scripts, handlers and widgets when
 * it was read. The stylesheet makes the printed page clean: A4, the post
 * alone, no widgets, navigation, forms or buttons.
 */
export interface PrintImage {
  src: string;
  alt: string;
}

export type PrintSection =
  | { kind: 'text'; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'images'; images: PrintImage[] }
  | { kind: 'quote'; text: string };

export interface PrintPost {
  lang: string;
  /**
   * The page's direction, as `document.dir` reflects it (`rtl` on an Arabic page, '' when it names none:
   * a keyword, never markup): the printed post reads the same way.
   */
  dir: string;
  title: string;
  logo: PrintImage | null;
  sections: PrintSection[];
}

export const PRINT_CSS =
  '@page{size:A4;margin:1.5cm}body{margin:0;font:12pt/1.5 Georgia,serif}img{max-width:100%;break-inside:avoid}' +
  '.logo img{max-height:2cm}blockquote{font-style:italic}nav,form,button,iframe,[data-porchlight]{display:none}';

const img = ({ src, alt }: PrintImage): string => `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}">`;

/** Blank lines part paragraphs; a single line break stays a break. */
const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

const SECTION: { [K in PrintSection['kind']]: (section: Extract<PrintSection, { kind: K }>) => string } = {
  text: ({ text }) => paragraphs(text),
  html: ({ html }) => `<div>${html}</div>`,
  images: ({ images }) => images.map((image) => `<figure>${img(image)}</figure>`).join(''),
  quote: ({ text }) => `<blockquote>${paragraphs(text)}</blockquote>`,
};

export function printDocument({ lang, dir, title, logo, sections }: PrintPost): string {
  const body = sections.map((section) => (SECTION[section.kind] as (s: PrintSection) => string)(section)).join('');
  return `<!doctype html><html lang="${escapeHtml(lang)}" dir="${dir}"><head><title>${escapeHtml(title)}</title><style>${PRINT_CSS}</style></head><body>${logo ? `<p class=logo>${img(logo)}` : ''}<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
