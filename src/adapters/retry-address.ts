/**
 * The address for attempt `attempt` (0 = the first) of a script or module.
 * A retry needs an address of its own: Chromium attaches a new script tag to
 * a request it still holds, and a browser keeps a module that failed to
 * parse, or came back as something else, for the life of the page.
 */
export const retryAddress = (src: string, attempt: number): string =>
  attempt ? `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}` : src;
