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

/** Writes `bytes` and waits until they have left for the server: a cut after that cuts them off mid-request. */
const sent = (socket: Socket, bytes: string) => new Promise<void>((resolve) => socket.write(bytes, () => resolve()));

/**
 * The first bytes of the answer, or the connection's end without any (a server may close instead); past ten
 * seconds of neither, a failure: every request here is whole, so the server owes it an answer.
 */
const firstBytes = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    const bound = setTimeout(() => reject(new Error('no answer, nor an end, within 10 s')), 10_000);
    const done = () => {
      clearTimeout(bound);
      resolve();
    };
    socket.once('data', done);
    socket.once('close', done);
  });

/** Sends `request` to the server at `url` and cuts the connection as `cut` says. */
export async function cutRequest(url: string, request: RawRequest, cut: Cut): Promise<void> {
  const socket = await open(url);
  const body = request.body ?? '';
  const whole = head(url, request, request.body === undefined ? null : Buffer.byteLength(body)) + body;
  switch (cut) {
    case 'half headers':
      await sent(socket, whole.slice(0, whole.indexOf('\r\n') + 12));
      socket.destroy();
      return;
    case 'half body':
      // More promised than sent: the server waits for the rest, which never comes.
      await sent(socket, head(url, request, 1000) + (body || 'x'.repeat(10)).slice(0, 10));
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
