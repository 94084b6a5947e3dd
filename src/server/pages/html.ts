/** Tagged template for server pages: every interpolated value is escaped unless wrapped in `raw()`. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export class Raw {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}
export const raw = (html: string): Raw => new Raw(html);

type Value = string | number | Raw | null | undefined | false | Value[];
const render = (value: Value): string =>
  Array.isArray(value) ? value.map(render).join('') : value instanceof Raw ? value.html : value == null || value === false ? '' : escapeHtml(value);

export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  return raw(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]!) : ''), ''));
}
