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

/**
 * A real SMTP server in the test's process, on 127.0.0.1 and a free port:
 * the server under test sends through nodemailer to `url`, and the test
 * reads what arrived in `received`, parsed by mailparser.
 */
export async function startSmtp(): Promise<{ url: string; received: Received[]; stop(): Promise<void> }> {
  const received: Received[] = [];
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
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
