/** Tagged template for server pages: every interpolated value is escaped unless wrapped in `raw()`. */
import { escapeHtml as escapeText } from '../../shared/escape.ts';

/** The one escape the server and the shared renderers use (shared/escape.ts), for any value. */
export const escapeHtml = (value: unknown): string => escapeText(String(value));

export class Raw {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}
export const raw = (html: string): Raw => new Raw(html);

type Value = string | number | Raw | null | undefined | false | Value[];
const render = (value: Value): string =>
  Array.isArray(value)
    ? value.map(render).join('')
    : value instanceof Raw
      ? value.html
      : value == null || value === false
        ? ''
        : escapeHtml(value);

export function html(strings: TemplateStringsArray, ...values: Value[]): Raw {
  return raw(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]!) : ''), ''));
}
