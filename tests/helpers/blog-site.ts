import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A blog on its own origin (another loopback port) serving fixed pages: the
 * host page that embeds Porchlight from elsewhere, as from a CDN. A real
 * server rather than a routed page, because Chromium only lets a page reach
 * loopback addresses when the page itself was served from one.
 */
export async function startBlogSite(pages: Record<string, string>) {
  const server = createServer((req, res) => {
    const body = pages[new URL(req.url!, 'http://x').pathname];
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
