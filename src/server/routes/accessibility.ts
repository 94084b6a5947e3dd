import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';
import { raw } from '../pages/html.ts';
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

/** The statement as HTML: raw HTML in the Markdown stays text; the generator's HTML comments go. */
export function renderStatement(markdown: string): string {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
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
