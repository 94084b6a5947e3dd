import type { Page } from 'playwright';

/**
 * The a11y fixture page: `<html lang>` (and `dir`, for a page written right
 * to left), `<main>`, an `<h1>` and whatever widgets the test puts in, with
 * the built loader (and the space holders, `widgetsCss`). Served by routing a path
 * of the Porchlight server itself, so the page is same-origin with the API
 * and its requests reach the real server unless the test routes them too.
 */
export const fixtureHtml = (
  body: string,
  { lang = 'en', title = 'Fixture', head = '', dir = '', widgetsCss = false } = {},
) => `<!doctype html>
<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/demo/site.css">${widgetsCss ? '<link rel="stylesheet" href="/widgets/widgets.css">' : ''}${head}
<script src="/widgets/loader.js" async></script></head>
<body><main><h1>${title}</h1>
${body}
</main></body></html>`;

export async function openFixture(
  page: Page,
  serverUrl: string,
  body: string,
  options: Parameters<typeof fixtureHtml>[1] = {},
) {
  const url = `${serverUrl}/fixture/${Math.random().toString(36).slice(2)}.html`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixtureHtml(body, options) }),
  );
  await page.goto(url);
  return url;
}

/**
 * The element `#id` as markup, less the loader's own note of how it went
 * (`data-porchlight-state`, README): what an unmount must give back is the
 * host's markup, and the loader's note stays by design.
 */
export const hostMarkup = (page: Page, id: string): Promise<string> =>
  page.evaluate((id) => document.getElementById(id)!.outerHTML.replace(/ data-porchlight-state="\w+"/, ''), id);
