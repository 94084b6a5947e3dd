import { textDirection } from '../../shared/locale.ts';
import { html, raw, type Raw } from './html.ts';

/** What every page of the demo carries in its head. */
export interface PageShell {
  /**
   * The demo's stylesheet and the widgets' space holders (widgets.css),
   * inlined as a performance-conscious blog would: no request blocks the
   * first render. Unset, the page links them instead.
   */
  css?: string;
  /** The comment section's look, inlined beside `css` on a page that carries the section the server rendered. */
  sectionCss?: string;
  /** The last comments' look, likewise, on a page that carries them as the server rendered them. */
  lastCommentsCss?: string;
}

/** The shell's inlined styles with a widget's look added (`sectionCss`, `lastCommentsCss`); still unset when the page links its styles. */
export const stylesWith = (shell: PageShell, extra: string | undefined): string | undefined =>
  shell.css === undefined ? undefined : `${shell.css}\n${extra ?? ''}`;

export interface PageOptions extends PageShell {
  title: string;
  /** What search engines show under the title; the title itself when unset. */
  description?: string;
  lang: string;
  body: Raw;
  /** Widget modules the page will run for sure, fetched beside the loader rather than after it. */
  preload?: string[];
  /** Feeds of the page (`<link rel="alternate">` elements, as written), for feed readers to find. */
  feeds?: string[];
}

const linked = raw(
  '<link rel="stylesheet" href="/demo/site.css">\n<link rel="stylesheet" href="/widgets/widgets.css">',
);

/**
 * The demo blog's page shell: its styles, one script (the loader, async). A page asked for in Arabic
 * (`?locale=ar`) reads right to left, as its widgets then do (README "Languages").
 */
export const layout = ({ title, description, lang, body, css, preload = [], feeds = [] }: PageOptions): string =>
  '<!doctype html>' +
  html`<html lang="${lang}" dir="${textDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description ?? title}">
<link rel="icon" href="data:,">
${css === undefined ? linked : raw(`<style>${css.replace(/<\//g, '<\\/')}</style>`)}
<script src="/widgets/loader.js" async></script>
${preload.map(
  (file) => html`<link rel="modulepreload" href="/widgets/${file}">
`,
)}${raw(feeds.join('\n'))}
</head>
<body>
<header class="site"><a href="/">Porchlight demo blog</a></header>
<main>
${body}
</main>
</body>
</html>`.html;
