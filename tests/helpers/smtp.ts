import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail as the SMTP server received it: the envelope's recipients and the parsed message. */
export interface Received {
  to: string[];
  mail: ParsedMail;
  /** The message as sent, headers and all. */
  raw: string;
}

/** A header of a raw message as sent (folded lines joined), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The test's SMTP server: where to send, what came, and a wait for what is still to come. */
export interface Smtp {
  url: string;
  received: Received[];
  /**
   * Every mail received once `count` have come, as each arrives (no polling); a failure past `timeoutMs`,
   * saying how many came, so a mail that never comes fails its test rather than the run.
   */
  arrived(count: number, timeoutMs?: number): Promise<Received[]>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server in the test's process, on 127.0.0.1 and a free port:
 * the server under test sends through nodemailer to `url`, and the test
 * reads what arrived in `received`, parsed by mailparser.
 */
export async function startSmtp(): Promise<Smtp> {
  const received: Received[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((each) => each.address), mail: await simpleParser(raw), raw });
        waiting.forEach((look) => look());
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          if (received.length < count) return;
          clearTimeout(bound);
          waiting.delete(look);
          resolve(received.slice());
        };
        const bound = setTimeout(() => {
          waiting.delete(look);
          reject(new Error(`${received.length} of ${count} mails came within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(look);
        look();
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
