/**
 * A widget's stylesheet, added to the page once however many instances
 * mount. A constructed sheet (`adoptedStyleSheets`) is not an inline style,
 * so a host's strict Content-Security-Policy does not block it; browsers
 * without constructable sheets get a `<style>` element instead.
 */
const adopted = new Set<string>();

export function adoptStyle(css: string, doc: Document = document): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  if (doc.adoptedStyleSheets && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  } else doc.head.append(Object.assign(doc.createElement('style'), { textContent: css }));
}
