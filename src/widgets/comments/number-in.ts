/**
 * The whole number a text writes, in any script's digits: `12`, `١٢` (Arabic-Indic), `۱۲`, `१२`, with its
 * grouping (`1,234`, `1 234`) and a minus sign, bidi marks or not, around it. The server wrote it with its own
 * ICU, which may pick other digits for a locale than the browser's would, so no locale's digits are assumed:
 * every Unicode decimal digit (`\p{Nd}`) is one of a run of ten, 0 to 9, so its value is how far it stands
 * from the start of its run.
 */
export function numberIn(text: string): number {
  let number = 0;
  for (const char of text) {
    let code = char.codePointAt(0)!;
    if (!DIGIT.test(char)) continue;
    let value = 0;
    while (DIGIT.test(String.fromCodePoint(--code))) value++;
    number = number * 10 + (value % 10);
  }
  return /[-−]/.test(text) ? -number : number;
}

const DIGIT = /\p{Nd}/u;
