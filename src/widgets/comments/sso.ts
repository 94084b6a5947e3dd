import { importAt } from '../../adapters/import-by-address.ts';
import { REQUEST_LIMIT_MS } from '../../shared/api/request-limits.ts';
import type { CommentsOptions } from '../../shared/comments/options.ts';

type Mounted = () => void;

/**
 * `comments-sso.js`: what the loader runs, in place of the reading path, for
 * a comment section whose page names its reader (`data-sso`: a payload the
 * platform signed, docs/self-hosting.md "Single sign-on signed by the
 * platform"). The payload goes to the server first, then the section is made
 * live with that session standing, so the first section the reader sees says
 * who they are: drawn here from the API (comments.js), or the server's markup
 * hydrated at once (comments-upgrade.js) where the reading path would show
 * "Sign in" until the reader's first move. A reader the platform signs in is
 * one who takes part, so the runtime comes at once. The answer is not read:
 * the server takes a bad, expired or replayed payload as no payload (and logs
 * why), and the section shows as to any reader who is not signed in. Only a
 * page with `data-sso` loads this file: no other reader's bytes change.
 */
export async function mount(el: HTMLElement, options: CommentsOptions & { sso?: string } = {}): Promise<Mounted> {
  await fetch(`${(options.apiBase ?? '').replace(/\/$/, '')}/comments/sso`, {
    method: 'POST',
    body: options.sso,
    signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
  }).catch(() => {
    // Not signed in, then: the section still shows, as to any reader who is not.
  });
  if (el.querySelector(':scope>.pl-comments')) {
    const { upgrade } = (await importAt('./comments-upgrade.js')) as typeof import('./upgrade.ts');
    return upgrade(el, options);
  }
  const { mount: draw } = (await importAt('./comments.js')) as typeof import('./index.ts');
  return draw(el, options);
}
