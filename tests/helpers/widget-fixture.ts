import type { Page } from 'playwright';

export interface FixtureOptions {
  /** `<html lang>`. */
  lang?: string;
  /** `<html dir>`, for a page written right to left. */
  dir?: 'ltr' | 'rtl';
  /** The page's `<title>` and its `<h1>`. */
  title?: string;
  /** More markup for the `<head>`, before the loader. */
  head?: string;
  /** A link before the widgets (`#before`) and one after (`#after`), so a Tab walk has somewhere to start and to leave to. */
  links?: boolean;
  /** The widgets' own stylesheet, as a blog with enhanced host HTML links it. */
  widgetsCss?: boolean;
  /** The one script of ours the page includes: the loader, or `counts.js` on a page of counts alone. */
  script?: 'loader.js' | 'counts.js';
}

/**
 * The one fixture page, as the a11y harness asks: `<html lang>`, `<main>`,
 * an `<h1>` and whatever widgets the test puts in, with the demo's site
 * stylesheet and the built loader (or counts.js) from the page's own origin.
 */
export const fixtureHtml = (
  body: string,
  {
    lang = 'en',
    dir,
    title = 'Fixture',
    head = '',
    links = false,
    widgetsCss = false,
    script = 'loader.js',
  }: FixtureOptions = {},
) => `<!doctype html>
<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/demo/site.css">${widgetsCss ? '<link rel="stylesheet" href="/widgets/widgets.css">' : ''}${head}
${script === 'counts.js' ? '<script src="/widgets/counts.js" async></script>' : '<script src="/widgets/loader.js" async></script>'}</head>
<body><main><h1>${title}</h1>${links ? '<p><a href="#before" id="before">Before</a></p>' : ''}
${body}
${links ? '<p><a href="#after" id="after">After</a></p>' : ''}</main></body></html>`;

/**
 * A blog's page on an origin of its own (served by tests/helpers/blog-site.ts) that embeds Porchlight from
 * `widgets`, the Porchlight server's origin, as from a CDN: the loader, or counts.js on a page of counts alone,
 * with the widgets' stylesheet when asked.
 */
export const blogPage = (
  widgets: string,
  body = '',
  { script = 'loader.js', widgetsCss = false }: Pick<FixtureOptions, 'script' | 'widgetsCss'> = {},
) => `<!doctype html><html lang="en"><head><title>Blog</title>
${widgetsCss ? `<link rel="stylesheet" href="${widgets}/widgets/widgets.css">` : ''}<script src="${widgets}/widgets/${script}" async></script></head><body><main><h1>A post</h1>${body}</main></body></html>`;

export interface OpenOptions {
  /**
   * Where on the server's origin the page is served; any query on it is kept
   * for the visit, and the page answers that path whatever the query (so a
   * fixture's own links to `?tag=…` come back to it). A fresh path unless told.
   */
  path?: string;
  /** A selector to wait for once the page is open. */
  ready?: string;
  /** Response headers the page is served with. */
  headers?: Record<string, string>;
}

/**
 * Serves `html` (a `fixtureHtml` page) on the real server's origin by routing
 * one path of it, then opens it: the page is same-origin with the API, the
 * real loader and widget chunks (and the demo media) load as they do for a
 * blog, and its requests reach the real server unless the test routes them
 * too. Returns the page's address.
 */
export async function openFixture(
  page: Page,
  origin: string,
  html: string,
  { path = `/fixture/${Math.random().toString(36).slice(2)}.html`, ready, headers }: OpenOptions = {},
): Promise<string> {
  const url = new URL(path, origin);
  await page.route(
    (requested) => requested.origin === url.origin && requested.pathname === url.pathname,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', ...(headers && { headers }), body: html }),
  );
  await page.goto(url.href);
  if (ready) await page.waitForSelector(ready);
  return url.href;
}

/**
 * The element `#id` as markup, less the loader's own note of how it went
 * (`data-porchlight-state`, docs/embedding.md "Embedding the widgets"): what an unmount must give back is the
 * host's markup, and the loader's note stays by design.
 */
export const hostMarkup = (page: Page, id: string): Promise<string> =>
  page.evaluate((id) => document.getElementById(id)!.outerHTML.replace(/ data-porchlight-state="\w+"/, ''), id);
