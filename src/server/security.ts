import type { FastifyRequest } from 'fastify';
import type { CaptchaVerifier } from './captcha/verifier.ts';
import { publicOrigin } from './policy/origin.ts';

/**
 * The one Content-Security-Policy of every page the server sends (the demo
 * blog and the popups). Scripts come only from this origin: the widgets
 * (/widgets/), the popups' scripts and the captcha stand-in are all files
 * here, and no page carries inline script. `style-src 'unsafe-inline'`
 * because the widgets inject their stylesheet as a <style> element (no
 * extra request, no flash of unstyled widget). With the real reCAPTCHA the
 * provider's script and frame origins are added. The self-hosted proof of
 * work needs nothing from elsewhere.
 */
export function contentSecurityPolicy(
  captcha: CaptchaVerifier,
  /** The identity providers' origins: the sign-in popup's forms lead there (docs/self-hosting.md "Sign-in"). */
  providerOrigins: readonly string[] = [],
): Record<string, string[] | null> {
  const recaptcha =
    captcha.kind === 'recaptcha' ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...recaptcha],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...recaptcha],
    // The proof of work's solver runs in Workers made from a Blob of the widget's own code.
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...recaptcha],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...providerOrigins],
    frameAncestors: ["'self'"],
    // The demo serves plain http on loopback; TLS (and so upgrades) belongs to the proxy in front of a real deployment.
    upgradeInsecureRequests: null,
  };
}

/**
 * CSRF defence for anything that changes state: a browser always names the
 * origin of a cross-site POST (Origin, and Sec-Fetch-Site), so a request
 * naming another origin is refused. Requests naming none come from
 * non-browser clients, which cannot carry a reader's cookies anyway.
 *
 * This server's origin is its public one (PUBLIC_URL, which is what a reader
 * behind a proxy sees), or the one the request's own Host names: a reader of
 * the demo at localhost rather than 127.0.0.1. The Host may be trusted here,
 * unlike in a link, because a page on another site cannot make a browser send
 * a Host (or an X-Forwarded-Host) other than this server's along with its
 * cross-site Origin.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin(request) && origin !== `${request.protocol}://${request.host}`)
    return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
