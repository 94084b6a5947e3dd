import { html, type Raw } from './html.ts';

export interface PageOptions {
  title: string;
  lang: string;
  body: Raw;
}

/** The demo blog's page shell: one stylesheet, one script, the loader. */
export const layout = ({ title, lang, body }: PageOptions): string =>
  '<!doctype html>' +
  html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/demo/site.css">
<link rel="stylesheet" href="/widgets/widgets.css">
<script src="/widgets/loader.js" async></script>
</head>
<body>
<header class="site"><a href="/">Porchlight demo blog</a></header>
<main>
${body}
</main>
</body>
</html>`.html;
