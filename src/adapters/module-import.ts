import { withinLimit } from '../shared/api/time-limit.ts';
import { retryAddress } from './retry-address.ts';

/**
 * Imports a module chunk by address, the way the page build loads the code
 * a widget needs later (docs/accessibility-decisions.md "Failing alone"). An
 * import that fails, hangs past the request limit, or brings a module
 * without `exportName` (a proxy's error page, a truncated file) rejects,
 * and the next call tries a new address: the browser would otherwise hand
 * back the same broken module until the page is reloaded.
 */
export function createModuleImporter(importFn: (href: string) => Promise<unknown> = (href) => import(href)) {
  const failures = new Map<string, number>();
  return async <T>(href: string, exportName: string): Promise<T> => {
    const attempt = failures.get(href) ?? 0;
    try {
      const module = (await withinLimit(() => importFn(retryAddress(href, attempt)))) as Record<string, unknown>;
      if (module?.[exportName] === undefined) throw new Error(`no ${exportName}`);
      return module as T;
    } catch (error) {
      // Never back to an address already known to fail (attempts may settle out of order).
      failures.set(href, Math.max(failures.get(href) ?? 0, attempt + 1));
      throw error;
    }
  };
}
