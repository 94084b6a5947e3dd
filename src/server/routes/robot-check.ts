import type { FastifyInstance, FastifyReply } from 'fastify';
import { viewerOf } from '../auth/session.ts';
import type { CaptchaVerifier } from '../captcha/verifier.ts';
import type { AccountStore, BlogStore, LimitStore } from '../store/store.ts';
import { addressAllowance } from '../policy/allowance.ts';
import { clientKey } from '../policy/client.ts';
import type { RateLimitMetrics } from '../metrics/parts.ts';

export interface RobotCheckRouteOptions {
  store: BlogStore & AccountStore & LimitStore;
  captcha: CaptchaVerifier;
  /** Challenges per visitor address per minute. */
  challengesPerMinute: number;
  /** The keyed hash of a client's address (auth/address-hash.ts): a challenge is signed for it and its post. */
  hashAddress: (address: string) => string;
  /** Told of each challenge the allowance refused (docs/self-hosting.md "Metrics"). */
  metrics?: RateLimitMetrics;
}

/** Ids are the API's strings: anything longer or stranger names no post and is not worth a lookup. */
const POST_ID = /^[A-Za-z0-9_-]{1,64}$/;

const text = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${message}\n`);

/**
 * `GET /comments/robot-check?postID=ID`: a fresh proof-of-work challenge
 * (200, JSON, exactly as altcha's createChallenge returns it), signed for that
 * post and the client's address (docs/self-hosting.md "Proofs of work are bound"), when writing on
 * that post takes one, else 204: the blog asks no check, the reader is
 * signed in, or the server's check is a provider's script (reCAPTCHA, the
 * stand-in: the widget learns those from `recaptchaPublicKey`). Same-origin
 * only like the API: no CORS headers. Each challenge costs the server one
 * PBKDF2 derivation, hence the rate limit.
 */
export function robotCheckRoute(
  app: FastifyInstance,
  { store, captcha, challengesPerMinute, hashAddress, metrics }: RobotCheckRouteOptions,
): void {
  const limit = addressAllowance(store, {
    name: 'challenges',
    max: challengesPerMinute,
    windowMs: 60_000,
    metrics,
  });
  app.get<{ Querystring: { postID?: unknown } }>('/comments/robot-check', async (request, reply) => {
    const { postID } = request.query;
    if (typeof postID !== 'string' || !POST_ID.test(postID)) return text(reply, 400, 'postID must name a post');
    const allowed = await limit(request);
    if (!allowed.isAllowed) {
      reply.header('Retry-After', String(allowed.ttlInSeconds));
      return text(reply, 429, `Too many robot checks; try again in ${allowed.ttlInSeconds} s.`);
    }
    const post = await store.getPost(postID);
    const blog = post && (await store.getBlog(post.blogId));
    if (!post || !blog) return text(reply, 404, `unknown post "${postID}"`);
    if (captcha.kind !== 'proof-of-work' || !blog.captcha || (await viewerOf(request, store)))
      return reply.code(204).header('Cache-Control', 'no-store').send();
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await captcha.challenge({ postId: post.id, addressHash: hashAddress(clientKey(request)) })));
  });
}
