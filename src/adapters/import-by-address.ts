/**
 * The address for attempt `attempt` (0 = the first) of a script or module.
 * A retry needs an address of its own: Chromium attaches a new script tag to
 * a request it still holds, and a browser keeps a module that failed to
 * parse, or came back as something else, for the life of the page.
 */
export const retryAddress = (src: string, attempt: number): string =>
  attempt ? src + (src.includes('?') ? '&' : '?') + 'retry=' + attempt : src;

/**
 * One attempt at the module at `address`: the widgets' one `import()` of an
 * address, so that how their code is loaded by address is read, and changed,
 * here (the loader's own and the words' address template are the two named
 * exceptions, tests/unit/conventions.test.ts).
 * A relative address resolves against the file this code is built into, so
 * only a file that build.mjs gives a copy of its own (copied-per-importer:
 * comments-read.js, comments-fetch.js) names its neighbours that way; code
 * in a shared chunk passes a whole URL.
 */
export const importAt = (address: string): Promise<unknown> => import(address);

/**
 * The module at `href`, for code a reader's move asks for and may ask for
 * again. One attempt at a time: a call while one is under way shares it, so
 * every caller hears how it went and a failure is counted once. Once an
 * attempt has failed, the next call asks at a new address (retryAddress);
 * once one has worked, every later call has that module. `attempt` is what
 * one attempt is: an import, or one held to a time limit and checked
 * (module-import.ts).
 */
export function retryingImport<T>(
  href: string,
  attempt: (address: string) => Promise<unknown> = importAt,
): () => Promise<T> {
  let failures = 0;
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= (attempt(retryAddress(href, failures)) as Promise<T>).catch((error) => {
      failures++;
      pending = undefined;
      throw error;
    }));
}
