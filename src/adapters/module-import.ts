import { withinLimit } from '../shared/api/time-limit.ts';
import { importAt, retryingImport } from './import-by-address.ts';

/**
 * A chunk of the comment section's code loaded after reading begins
 * (docs/accessibility-decisions.md "Failing alone"), by address through
 * retryingImport: a call after a failure asks at a new address. On top of
 * that, an attempt that hangs past the request limit, or brings a module
 * without `exportName` (a proxy's error page, a truncated file), is a
 * failure too: the reader who pressed is told, and the next press tries
 * again, where a wait without end would leave the press unanswered.
 * `importFn` is the import the tests replace.
 */
export const chunkAt = <T>(href: string, exportName: string, importFn = importAt): (() => Promise<T>) =>
  retryingImport<T>(href, (address) =>
    withinLimit(() => importFn(address)).then((module) => {
      if ((module as Record<string, unknown> | undefined)?.[exportName] === undefined)
        throw new Error(`no ${exportName}`);
      return module;
    }),
  );
