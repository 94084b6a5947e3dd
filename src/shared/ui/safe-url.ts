/**
 * `value` as an absolute http(s) URL, else null: a website or avatar never becomes `javascript:` or `data:`.
 * `base` resolves a relative address (an avatar the API serves itself); without it, as for a website, relative is refused.
 */
export function httpUrl(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
