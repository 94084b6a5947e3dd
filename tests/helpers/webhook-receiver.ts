import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request a receiver took, and whether its signature held under a secret it trusts. */
export interface Received {
  id: string;
  body: string;
  json: unknown;
  headers: IncomingHttpHeaders;
  verified: boolean;
}

/**
 * A webhook receiver in the test's process on 127.0.0.1 (node:http): it verifies every request's Standard
 * Webhooks signature with the package's own `Webhook.verify` under the secrets it was told to trust, and answers
 * as `answer` says (204 unless told otherwise; a promise holds the request until it settles). `down()` stops
 * listening, so deliveries meet a refused connection, until `up()` listens on the same port again.
 */
export interface Receiver {
  url: string;
  trust(secret: string): void;
  answer: (request: Received, nth: number) => number | Promise<number>;
  received: Received[];
  /** Resolves once `count` requests in all have come. */
  arrived(count: number): Promise<Received[]>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const secrets = new Set<string>();
  const received: Received[] = [];
  const waiting: { count: number; resolve: (all: Received[]) => void }[] = [];
  const verify = (body: string, headers: IncomingHttpHeaders) =>
    [...secrets].some((secret) => {
      try {
        new Webhook(secret).verify(body, headers as Record<string, string>);
        return true;
      } catch {
        return false;
      }
    });
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', async () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const taken: Received = {
            id: String(request.headers['webhook-id']),
            body,
            json: JSON.parse(body),
            headers: request.headers,
            verified: verify(body, request.headers),
          };
          received.push(taken);
          for (const wait of waiting.filter(({ count }) => received.length >= count)) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.resolve([...received]);
          }
          response.writeHead(await receiver.answer(taken, received.length)).end();
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const closed = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const port = await listen(0);
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    trust: (secret) => void secrets.add(secret),
    answer: () => 204,
    received,
    arrived: (count) =>
      received.length >= count
        ? Promise.resolve([...received])
        : new Promise((resolve) => waiting.push({ count, resolve })),
    down: closed,
    up: async () => void (await listen(port)),
    close: closed,
  };
  return receiver;
}
