/**
 * Copies text through the Clipboard API; false, never a throw, where it is
 * missing (an http page, an old browser) or refused (permissions, a page
 * without focus): the caller then shows the text to copy by hand.
 */
export async function copyText(
  clipboard: { writeText(text: string): Promise<void> } | undefined,
  text: string,
): Promise<boolean> {
  try {
    await clipboard!.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The address of the page with another fragment, a link to one place on
 * it, without the query parameters `drop` names (what only this visit
 * asked for: a page of comments after a cursor, a thread, an order).
 */
export function addressWith(href: string, hash: string, drop: readonly string[] = []): string {
  const url = new URL(href);
  for (const name of drop) url.searchParams.delete(name);
  url.hash = hash;
  return url.href;
}
