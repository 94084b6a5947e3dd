import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { raw } from '../../server/pages/html.ts';
import { layout, type PageShell } from '../pages/layout.ts';

/**
 * ACCESSIBILITY.md beside package.json, wherever this module runs from: two folders up from the built
 * server (dist/server/main.js, also in the published package, whose "files" carry the statement), three
 * from this file in src/server/routes (tsx, the unit tests). Nothing needs copying into dist.
 */
const CANDIDATES = ['../../ACCESSIBILITY.md', '../../../ACCESSIBILITY.md'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

export const statementPath = (): string | undefined => CANDIDATES.find((path) => existsSync(path));

/** A link into the repository (`a11y/comments.test.ts`), which a page served from here cannot follow. */
const intoRepository = (href: string) => !/^([a-z][a-z\d+.-]*:|\/|#)/i.test(href);

/**
 * The statement as HTML: raw HTML in the Markdown stays text; the generator's HTML comments go. The
 * statement's links into the repository (to the tests, to docs/) point at files this server does not
 * serve: on the page each reads as its words and the file's path, in `<code>`, which a reader can find in
 * a clone. Each table scrolls sideways inside a focusable region named after its heading, so a page
 * 320px wide does not (WCAG 1.4.10), and a keyboard can scroll it.
 */
export function renderStatement(markdown: string): string {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
  const { rules } = md.renderer;
  const hrefs: string[] = [];
  rules.link_open = (tokens, i, options, _env, self) => {
    const href = String(tokens[i]!.attrGet('href') ?? '');
    hrefs.push(href);
    return intoRepository(href) ? '' : self.renderToken(tokens, i, options);
  };
  rules.link_close = (tokens, i, options, _env, self) => {
    const href = hrefs.pop() ?? '';
    return intoRepository(href) ? ` <code>${md.utils.escapeHtml(href)}</code>` : self.renderToken(tokens, i, options);
  };
  let heading = '';
  rules.heading_open = (tokens, i, options, _env, self) => {
    heading = tokens[i + 1]?.content ?? '';
    return self.renderToken(tokens, i, options);
  };
  rules.table_open = () =>
    `<div class="scrolls" role="region" tabindex="0" aria-label="${md.utils.escapeHtml(heading)}">\n<table>\n`;
  rules.table_close = () => '</table>\n</div>\n';
  // A row's first cell names it (the criterion, the widget): a row header, so a screen reader says it with each
  // cell of the row, as the column's header is said with each cell of the column.
  // Every header says which way it heads, the columns' too, as soon as a table has headers both ways.
  rules.th_open = (tokens, i, options, _env, self) => {
    tokens[i]!.attrSet('scope', 'col');
    return self.renderToken(tokens, i, options);
  };
  let rowHeader = false;
  rules.td_open = (tokens, i, options, _env, self) => {
    rowHeader = tokens[i - 1]?.type === 'tr_open';
    return rowHeader ? '<th scope="row">' : self.renderToken(tokens, i, options);
  };
  rules.td_close = (tokens, i, options, _env, self) =>
    rowHeader ? ((rowHeader = false), '</th>\n') : self.renderToken(tokens, i, options);
  return md.render(markdown.replace(/<!--[\s\S]*?-->\n?/g, ''));
}

/**
 * GET /accessibility: the accessibility statement (ACCESSIBILITY.md, written from the tests by
 * `npm run statement`) in the demo's layout. Read and rendered once, at start.
 */
export function accessibilityRoute(app: FastifyInstance, shell: PageShell = {}): void {
  const path = statementPath();
  const page = path
    ? layout({
        ...shell,
        title: 'Accessibility statement — Porchlight demo blog',
        description:
          'WCAG 2.2 AA conformance of the Porchlight widgets, criterion by criterion, with the tests that show it',
        lang: 'en',
        body: raw(renderStatement(readFileSync(path, 'utf8'))),
      })
    : undefined;
  app.get('/accessibility', async (_request, reply) =>
    page
      ? reply.type('text/html; charset=utf-8').send(page)
      : reply.code(404).type('text/plain; charset=utf-8').send('No accessibility statement here.\n'),
  );
}
