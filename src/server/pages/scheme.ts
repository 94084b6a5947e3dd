import { raw } from './html.ts';

/**
 * The scheme the reader chose (site.css, docs/theming.md "Theming"): a file, since the CSP allows no inline script,
 * and blocking, so `<html data-scheme>` is set before anything is drawn and no page flashes the other scheme.
 * The server's own small pages carry it, and so does every page of the demo blog.
 */
export const schemeScript = raw('<script src="/demo/scheme.js"></script>');
