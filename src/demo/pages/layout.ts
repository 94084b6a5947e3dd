import { textDirection } from '../../shared/locale.ts';
import { html, raw, type Raw } from '../../server/pages/html.ts';
import { schemeScript } from '../../server/pages/scheme.ts';

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
  /** Stylesheets linked after the page's own (a forced theme's palette, `/widgets/themes.css`). */
  stylesheets?: string[];
  /** A page wider than the reading column (site.css `body.wide`), known from the first paint. */
  wide?: boolean;
  /** The page's own scripts, from this origin (the CSP allows no inline script), async as the loader is. */
  scripts?: string[];
}

/**
 * The header's scheme switcher. It shows only once scheme.js has run (site.css): without script the page
 * follows the reader's system and offers nothing that would not work.
 */
const schemeSwitcher = raw(`<p class="scheme-switcher"><label for="site-scheme">Theme</label>
<select id="site-scheme" autocomplete="off">
<option value="system">Match my system</option>
<option value="light">Light</option>
<option value="dark">Dark</option>
</select></p>`);

const linked = raw(
  '<link rel="stylesheet" href="/demo/site.css">\n<link rel="stylesheet" href="/widgets/widgets.css">',
);

/**
 * The demo blog's page shell: its styles, the reader's scheme (scheme.js, tiny and first), the loader (async).
 * A page asked for in Arabic (`?locale=ar`) reads right to left, as its widgets then do (docs/languages.md "Languages").
 */
export const layout = ({
  title,
  description,
  lang,
  body,
  css,
  preload = [],
  feeds = [],
  stylesheets = [],
  wide = false,
  scripts = [],
}: PageOptions): string =>
  '<!doctype html>' +
  html`<html lang="${lang}" dir="${textDirection(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description ?? title}">
<link rel="icon" href="data:,">
${schemeScript}
${css === undefined ? linked : raw(`<style>${css.replace(/<\//g, '<\\/')}</style>`)}
${stylesheets.map(
  (href) => html`<link rel="stylesheet" href="${href}">
`,
)}<script src="/widgets/loader.js" async></script>
${scripts.map(
  (src) => html`<script src="${src}" async></script>
`,
)}${preload.map(
    (file) => html`<link rel="modulepreload" href="/widgets/${file}">
`,
  )}${raw(feeds.join('\n'))}
</head>
<body${wide ? raw(' class="wide"') : ''}>
<header class="site"><a href="/">Porchlight demo blog</a>
${schemeSwitcher}</header>
<main>
${body}
</main>
</body>
</html>`.html;
