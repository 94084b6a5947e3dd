import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_FORMATS,
  type BlogStore,
  type WebhookEvent,
  type WebhookFormat,
  type WebhookStore,
} from '../store/store.ts';
import { telegramChat } from '../webhooks/payload.ts';

/** The admin's `webhooks` commands (docs/self-hosting.md "Webhooks"); a bad input is this error, and changes nothing. */
export class WebhookInputError extends Error {}

export const WEBHOOKS_USAGE = `  webhooks add --url URL [--blog ID] [--events EVENT,...] [--format ${WEBHOOK_FORMATS.join('|')}]
                                      a receiver of comment events (every blog's without --blog;
                                      every event without --events: ${WEBHOOK_EVENTS.join(', ')});
                                      prints its signing secret, once
  webhooks list                       the receivers, without their secrets
  webhooks remove ID                  a receiver, and its deliveries
  webhooks failed [--blog ID]         deliveries given up after a day of retries
  webhooks retry DELIVERY_ID...       a failed delivery, tried again now for another day`;

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64 (the package's own form). */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * A receiver's address as listed: its origin and path, each long segment cut short, its query left out. Chat
 * services put their token in the address (Slack's and Discord's path, Telegram's bot): a listing shows which
 * receiver it is without showing the token to whoever reads the terminal or its log.
 */
export const shownUrl = (url: string): string => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname
    .split('/')
    .map((segment) => (segment.length > 12 ? `${segment.slice(0, 4)}…` : segment))
    .join('/')}`;
};

function receiverUrl(value: string | undefined, format: WebhookFormat): string {
  if (!value?.trim()) throw new WebhookInputError('--url is required');
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new WebhookInputError('--url must be an http(s) address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookInputError('--url must be an http(s) address');
  // A request to such an address cannot be made (fetch refuses it): every delivery would fail for a day.
  if (url.username || url.password) throw new WebhookInputError('--url cannot carry a user name or password');
  if (format === 'telegram' && !telegramChat(url.href))
    throw new WebhookInputError('--format telegram needs the chat in the address: …/sendMessage?chat_id=CHAT');
  return url.href;
}

function eventsOf(value: string | undefined): WebhookEvent[] {
  if (value === undefined) return [...WEBHOOK_EVENTS];
  const events = [...new Set(value.split(',').map((event) => event.trim()))];
  const unknown = events.filter((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (!events.length || unknown.length)
    throw new WebhookInputError(`--events takes ${WEBHOOK_EVENTS.join(', ')} (got "${unknown.join(',') || value}")`);
  return events as WebhookEvent[];
}

function formatOf(value: string | undefined): WebhookFormat {
  if (value === undefined) return 'standard';
  if (!(WEBHOOK_FORMATS as readonly string[]).includes(value))
    throw new WebhookInputError(`--format must be one of ${WEBHOOK_FORMATS.join(', ')}`);
  return value as WebhookFormat;
}

export async function webhooksCommand(
  store: WebhookStore & BlogStore,
  [action, ...ids]: string[],
  options: { url?: string; blog?: string; events?: string; format?: string },
  print: (line: string) => void,
): Promise<void> {
  switch (action) {
    case 'add': {
      const format = formatOf(options.format);
      const url = receiverUrl(options.url, format);
      const events = eventsOf(options.events);
      const blogId = options.blog ?? null;
      if (blogId !== null && !(await store.getBlog(blogId))) throw new WebhookInputError(`no blog ${blogId}`);
      const hook = await store.addWebhook({ blogId, url, secret: newSecret(), events, format });
      print(`webhook ${hook.id}: ${shownUrl(hook.url)} (${describe(hook)})`);
      return print(`secret: ${hook.secret} (shown once: keep it where the receiver verifies signatures)`);
    }
    case 'list': {
      const hooks = await store.listWebhooks();
      if (!hooks.length) return print('no webhooks');
      for (const hook of hooks) print(`webhook ${hook.id}: ${shownUrl(hook.url)} (${describe(hook)})`);
      return;
    }
    case 'remove': {
      const [id] = ids;
      if (!id) throw new WebhookInputError('webhooks remove needs a webhook id');
      if (!(await store.removeWebhook(id))) throw new WebhookInputError(`no webhook ${id}`);
      return print(`removed webhook ${id}`);
    }
    case 'failed': {
      let after: string | null = null;
      let none = true;
      // Read a page at a time: a receiver away for long leaves many.
      for (;;) {
        const page = await store.listFailedDeliveries(options.blog ?? null, { after, limit: 100 });
        for (const d of page.items) {
          none = false;
          print(
            `${d.id}\twebhook ${d.webhookId}\t${d.event}\tcomment ${d.snapshot.comment.id}\t${d.createdAt}\t${d.attempts} attempts\t${d.lastError ?? ''}`,
          );
        }
        if (!page.hasNextPage) break;
        after = page.items.at(-1)!.id;
      }
      if (none) print('no failed deliveries');
      return;
    }
    case 'retry': {
      if (!ids.length) throw new WebhookInputError('webhooks retry needs at least one delivery id');
      for (const id of ids)
        print((await store.retryDelivery(id, new Date())) ? `retrying ${id}` : `no failed delivery ${id}`);
      return;
    }
    default:
      throw new WebhookInputError(
        `webhooks takes add, list, remove, failed or retry${action ? ` (got "${action}")` : ''}`,
      );
  }
}

const describe = (hook: { blogId: string | null; events: readonly string[]; format: WebhookFormat }) =>
  `${hook.blogId === null ? 'every blog' : `blog ${hook.blogId}`}, ${
    hook.events.length === WEBHOOK_EVENTS.length ? 'every event' : hook.events.join(',')
  }, ${hook.format}`;
