import type { FastifyInstance } from 'fastify';
import { STANDIN_SCRIPT } from '../captcha/standin-script.ts';

/**
 * The captcha stand-in's script, where a widget configured for it loads it
 * (`/comments/captcha-standin/api.js?onload=NAME&render=explicit`), in place
 * of Google's `https://www.google.com/recaptcha/api.js`.
 */
export function captchaRoutes(app: FastifyInstance): void {
  app.get('/comments/captcha-standin/api.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(STANDIN_SCRIPT),
  );
}
