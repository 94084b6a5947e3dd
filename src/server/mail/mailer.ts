import nodemailer from 'nodemailer';
import { UNCOUNTED, type MailMetrics } from '../metrics/parts.ts';

/** One mail as the server writes it: plain text only, so nothing a reader wrote is ever markup in an inbox. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends mail in the background: a request never waits for, or fails with, the mail server. */
export interface Mailer {
  /** Queues `mail`; a failure is logged, never thrown. */
  send(mail: Mail): void;
  /** Resolves when every mail queued so far was sent or failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** `SMTP_URL` as nodemailer takes it: smtp:// (STARTTLS when offered) or smtps://, with user and password if any. */
export function checkSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMTP_URL must be an address like smtp://user:password@mail.example.org:587 (got "${value}")`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got "${url.protocol}//…")`);
  if (!url.hostname) throw new Error('SMTP_URL names no mail server');
  return value;
}

/** `metrics` is told of each mail the mail server took, and each it did not (docs/self-hosting.md "Metrics"). */
export function createMailer(
  smtpUrl: string,
  from: string,
  log: (error: unknown) => void,
  metrics: MailMetrics = UNCOUNTED.mail,
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const sending = new Set<Promise<unknown>>();
  return {
    send(mail) {
      const sent = transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers })
        .then(
          () => metrics.sent(),
          (error: unknown) => {
            metrics.failed();
            log(error);
          },
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    },
    async idle() {
      while (sending.size) await Promise.all(sending);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}
