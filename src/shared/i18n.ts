/**
 * Translations: each widget keeps `messages.ts` with one object per locale
 * (en and fr complete; a missing key falls back to English, so a partial
 * locale never shows a key name). `{name}` placeholders are filled from vars.
 */
export type Messages<K extends string = string> = Record<K, string>;

export type Translate<K extends string> = (key: K, vars?: Record<string, string | number>) => string;

export function translator<K extends string>(messages: Messages<K>, fallback: Messages<K>): Translate<K> {
  return (key, vars) => {
    const text = messages[key] ?? fallback[key] ?? key;
    return vars
      ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
      : text;
  };
}
