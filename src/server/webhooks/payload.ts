import { bodyHtml } from '../feeds/body-html.ts';
import { bodyOf } from '../markdown.ts';
import type { WebhookDelivery, WebhookEvent, WebhookFormat, WebhookSnapshot } from '../store/store.ts';

/**
 * The body a delivery is sent with (docs/self-hosting.md "Webhooks"), built when it is sent from the comment as
 * the event found it: the Standard Webhooks payload `{ type, timestamp, data }`, or, for a chat service's
 * incoming webhook, the message it reads (README.md "Webhooks into chat"). Addresses are absolute, on the
 * server's public address; a writer's e-mail and address are never in the snapshot to begin with.
 */

export interface StandardPayload {
  type: WebhookEvent;
  timestamp: string;
  data: {
    blog: { id: string; name: string; url: string };
    post: { id: string; title: string; url: string };
    comment: {
      id: string;
      parent: string | null;
      author: { name: string };
      text: string;
      html: string;
      status: WebhookSnapshot['comment']['status'];
      /** Where readers see it; null while it is held, and once it is gone. */
      url: string | null;
      createdAt: string;
      editedAt: string | null;
    };
  };
}

/** What each event says in a chat message, before the post's title. */
const SAID: Record<WebhookEvent, string> = {
  'comment.posted': 'New comment',
  'comment.held': 'Comment waiting for approval',
  'comment.approved': 'Comment approved',
  'comment.rejected': 'Comment rejected',
  'comment.deleted': 'Comment deleted',
  'comment.edited': 'Comment edited',
};
/** A chat message quotes this much of the comment: enough to judge it, short of every service's limit. */
const QUOTED = 500;

export function standardPayload(
  delivery: Pick<WebhookDelivery, 'event' | 'snapshot' | 'createdAt'>,
  publicUrl: string,
) {
  const { blog, post, comment } = delivery.snapshot;
  const blogUrl = new URL(blog.url, `${publicUrl.replace(/\/$/, '')}/`).href;
  const postUrl = new URL(post.url, blogUrl).href;
  const payload: StandardPayload = {
    type: delivery.event,
    timestamp: delivery.createdAt,
    data: {
      blog: { ...blog, url: blogUrl },
      post: { ...post, url: postUrl },
      comment: {
        id: comment.id,
        parent: comment.parentId,
        author: { name: comment.name },
        text: comment.body,
        // Drawn by the section's own component, every text escaped, as in the feeds.
        html: bodyHtml(bodyOf(comment)),
        status: comment.status,
        url: comment.status === 'visible' ? `${postUrl}#ob-comment-${comment.id}` : null,
        createdAt: comment.createdAt,
        editedAt: comment.editedAt,
      },
    },
  };
  return payload;
}

/** One line and a quote: what a chat message says of an event. */
function chatLines({ type, data }: StandardPayload): { title: string; quote: string; link: string } {
  const text = data.comment.text.length > QUOTED ? `${data.comment.text.slice(0, QUOTED)}…` : data.comment.text;
  return {
    title: `${SAID[type]} by ${data.comment.author.name || 'someone'} on “${data.post.title}” (${data.blog.name})`,
    quote: text,
    link: data.comment.url ?? data.post.url,
  };
}

// Slack's mrkdwn reads <, > and & as its own: escaped, a comment cannot make a link or mention.
const slackEscape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

/** The body of a delivery in its webhook's format. `url`: the webhook's, where Telegram's chat is named. */
export function webhookBody(
  format: WebhookFormat,
  delivery: Pick<WebhookDelivery, 'event' | 'snapshot' | 'createdAt'>,
  publicUrl: string,
  url: string,
): string {
  const payload = standardPayload(delivery, publicUrl);
  if (format === 'standard') return JSON.stringify(payload);
  const { title, quote, link } = chatLines(payload);
  if (format === 'slack')
    return JSON.stringify({ text: `${slackEscape(title)}\n${quoted(slackEscape(quote))}\n<${link}>` });
  if (format === 'discord')
    // No mention in a comment pings anyone: Discord parses none.
    return JSON.stringify({ content: `${title}\n${quoted(quote)}\n<${link}>`, allowed_mentions: { parse: [] } });
  return JSON.stringify({
    chat_id: telegramChat(url),
    text: `${title}\n\n${quote}\n\n${link}`,
    link_preview_options: { is_disabled: true },
  });
}

/** The chat a Telegram webhook posts to: its URL's `chat_id`, which `webhooks add` requires. */
export const telegramChat = (url: string): string | null => new URL(url).searchParams.get('chat_id');
