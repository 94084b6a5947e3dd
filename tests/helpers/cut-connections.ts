import { connect, type Socket } from 'node:net';

/**
 * Clients that give up on a request part way, over raw sockets (fetch cannot stop half way through its own
 * headers): what a flaky phone network, an impatient reader or a hostile client does to a server. Shared by
 * the hostile-client suite (tests/abuse/cut-connections.test.ts) and the fault-and-load run (bench).
 */
export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  type?: string;
  body?: string;
}

export const CUTS = [
  'half headers',
  'half body',
  'reset after the request',
  'answer abandoned',
  'answer reset',
] as const;
export type Cut = (typeof CUTS)[number];

/** Opens a connection to `url`'s host and port; a refused or reset connection is the client's own end, not thrown. */
const open = (url: string) =>
  new Promise<Socket>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  }).then((socket) => {
    socket.removeAllListeners('error');
    socket.on('error', () => {});
    return socket;
  });

const head = (url: string, { method, path, type }: RawRequest, length: number | null) =>
  `${method} ${path} HTTP/1.1\r\nHost: ${new URL(url).host}\r\nOrigin: ${url}\r\nAccept-Encoding: gzip, br\r\n` +
  (type ? `Content-Type: ${type}\r\n` : '') +
  (length === null ? '' : `Content-Length: ${length}\r\n`) +
  '\r\n';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first bytes of the answer (or, past a moment, none: the server may hold a short answer back). */
const firstBytes = (socket: Socket) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 500);
    socket.once('data', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Sends `request` to the server at `url` and cuts the connection as `cut` says. */
export async function cutRequest(url: string, request: RawRequest, cut: Cut): Promise<void> {
  const socket = await open(url);
  const body = request.body ?? '';
  const whole = head(url, request, request.body === undefined ? null : Buffer.byteLength(body)) + body;
  switch (cut) {
    case 'half headers':
      socket.write(whole.slice(0, whole.indexOf('\r\n') + 12));
      await pause(2);
      socket.destroy();
      return;
    case 'half body':
      // More promised than sent: the server waits for the rest, which never comes.
      socket.write(head(url, request, 1000) + (body || 'x'.repeat(10)).slice(0, 10));
      await pause(2);
      socket.destroy();
      return;
    case 'reset after the request':
      socket.write(whole);
      socket.resetAndDestroy();
      return;
    case 'answer abandoned':
      socket.write(whole);
      await firstBytes(socket);
      socket.destroy();
      return;
    case 'answer reset':
      socket.write(whole);
      await firstBytes(socket);
      socket.resetAndDestroy();
  }
}
