import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoSite } from '../server/demo-site.ts';
import { accessibilityRoute } from './routes/accessibility.ts';
import { demoMediaRoutes } from './routes/media.ts';
import { pageRoutes } from './routes/pages.ts';
import { DEMO_ACCOUNTS, seedDemo } from './seed.ts';

/**
 * The demo pages' styles, inlined in their head (no request blocks the first
 * render): the blog's own stylesheet and the widgets' space holders. Without
 * a build (widgets.css missing) the pages link them instead.
 */
function pageCss(publicDir: string, widgetsDir: string): string | undefined {
  const holders = join(widgetsDir, 'widgets.css');
  if (!existsSync(holders)) return undefined;
  return `${readFileSync(join(publicDir, 'site.css'), 'utf8')}\n${readFileSync(holders, 'utf8')}`;
}

/** A widget's look (dist/widgets/comments.css, last-comments.css), inlined by pages that carry its markup as the server rendered it. */
function builtCss(widgetsDir: string, name: string): string | undefined {
  const file = join(widgetsDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The demo blog: its seed, its accounts' sign-in lines, and its pages, for the server to mount (server/demo-site.ts). */
export const demoSite: DemoSite = {
  seed: seedDemo,
  welcome: [
    'Demo accounts (sign in from a post page):',
    ...Object.entries(DEMO_ACCOUNTS).map(([role, account]) => `  ${role}: ${account.email} / ${account.password}`),
  ],
  mount(app, { store, renderers, recaptchaSrc, widgetsDir, publicDir }) {
    const css = pageCss(publicDir, widgetsDir);
    pageRoutes(
      app,
      store,
      { recaptchaSrc, renderers },
      {
        css,
        sectionCss: builtCss(widgetsDir, 'comments.css'),
        lastCommentsCss: builtCss(widgetsDir, 'last-comments.css'),
      },
    );
    // The accessibility statement (ACCESSIBILITY.md, written from the tests), in the demo's layout.
    accessibilityRoute(app, { css });
    demoMediaRoutes(app);
  },
};
