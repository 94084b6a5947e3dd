/**
 * Copies text through the Clipboard API; false, never a throw, where it is
 * missing (an http page, an old browser) or refused (permissions, a page
 * without focus): the caller then shows the text to copy by hand.
 */
export async function copyText(clipboard: { writeText(text: string): Promise<void> } | undefined, text: string): Promise<boolean> {
  try {
    await clipboard!.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The address of the page with another fragment: a link to one place on it. */
export const addressWith = (href: string, hash: string): string => `${href.split('#')[0]}#${hash}`;
