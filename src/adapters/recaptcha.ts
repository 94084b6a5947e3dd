import { REQUEST_LIMIT_MS } from '../shared/api/request-limits.ts';
import { withinLimit } from '../shared/api/time-limit.ts';
import { listen } from '../shared/ui/listen.ts';
import { retryAddress } from './import-by-address.ts';

/**
 * The invisible captcha: the provider's script is added on demand,
 * once per page, from a configurable URL (the demo and tests use the
 * server's stand-in). The widget speaks the provider's explicit-render API
 * (`render`, `execute`, `reset`); the floating badge is kept inline so the
 * form can show the provider's attribution text instead, covering no control.
 */
export interface Grecaptcha {
  ready?(fn: () => void): void;
  render(container: HTMLElement, params: Record<string, unknown>): number;
  execute(id?: number): void;
  reset(id?: number): void;
}

/** A robot check as the form uses it: Google's invisible widget, or the self-hosted proof of work. */
export interface Captcha {
  /** Resolves with a token (`''`: none needed), or rejects with 'expired' or 'error' (the provider said so) or an Error (it could not be had). */
  token(): Promise<string>;
  /** After every attempt: a token is good once. */
  reset(): void;
  /** The form was focused: start on the first token now, so it is ready by the submit. */
  warm?(): void;
}

type CaptchaWindow = Window & { grecaptcha?: Grecaptcha };

/** The provider's own script, used when the host names no other. */
export const GOOGLE_RECAPTCHA = 'https://www.google.com/recaptcha/api.js?render=explicit';

let loading: Promise<Grecaptcha> | null = null;
/** Failed loads so far: a retry asks for a new address, since the browser would join a held request for the old one. */
let failures = 0;

/**
 * Adds the script once; rejects with 'Failed to load Recaptcha' (docs/accessibility-decisions.md)
 * when it fails, or has not loaded within `limitMs` (a blocker that holds
 * the request), and lets a later call try again with a fresh script tag.
 */
export function loadRecaptcha(
  win: CaptchaWindow,
  src = GOOGLE_RECAPTCHA,
  limitMs = REQUEST_LIMIT_MS,
): Promise<Grecaptcha> {
  if (loading) return loading;
  const script = win.document.createElement('script');
  return (loading = withinLimit(
    () =>
      new Promise<Grecaptcha>((resolve, reject) => {
        script.src = retryAddress(src, failures);
        script.async = true;
        // The script tag is dropped on failure and kept once loaded: its listeners go with it, or never fire again.
        listen(script, 'error', reject);
        listen(script, 'load', () => {
          const api = win.grecaptcha;
          if (!api?.render) return reject();
          if (api.ready) api.ready(() => resolve(api));
          else resolve(api);
        });
        win.document.head.append(script);
      }),
    limitMs,
  ).catch(() => {
    script.remove();
    loading = null;
    failures++;
    throw new Error('Failed to load Recaptcha');
  }));
}

/** One invisible widget in `container`, whose callbacks settle the pending `token()`. */
export function createCaptcha(api: Grecaptcha, container: HTMLElement, sitekey: string): Captcha {
  let settle: { resolve(token: string): void; reject(reason: string): void } | null = null;
  const finish = (ok: boolean, value: string) => {
    const pending = settle;
    settle = null;
    if (pending) (ok ? pending.resolve : pending.reject)(value);
  };
  const id = api.render(container, {
    sitekey,
    size: 'invisible',
    badge: 'inline',
    callback: (token: string) => finish(true, token),
    'expired-callback': () => finish(false, 'expired'),
    'error-callback': () => finish(false, 'error'),
  });
  return {
    token: () =>
      new Promise<string>((resolve, reject) => {
        settle = { resolve, reject };
        api.execute(id);
      }),
    reset: () => api.reset(id),
  };
}
