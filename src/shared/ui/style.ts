/** A widget's stylesheet, added once per document however many instances mount (no flash, no extra request). */
export function addStyle(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}
