import type { PrintImage, PrintPost, PrintSection } from './print-document.ts';

/**
 * What the host marked for print (docs/embedding.md "Last comments, share and print"): elements with
 * `data-porchlight-print="title|logo|text|html|images|quote"`, read in page
 * order. Several sections of a kind are all kept; the first title and logo
 * win. With no title marker the page's title is used; `logoUrl` (the
 * widget's `data-logo`) stands in for a missing logo marker.
 */
// Whatever would run, load or play again in the print frame, or send it elsewhere:
// a refresh <meta> navigates it, a <base> re-bases its addresses, a <link>
// loads (a stylesheet could hide the post). Widgets, forms and navigation
// are hidden by the print stylesheet instead.
const DROP = 'script,style,iframe,object,embed,meta,base,link,audio,video';

const imageOf = (el: Element): PrintImage | null => {
  const found = el instanceof HTMLImageElement ? el : el.querySelector('img');
  // currentSrc: the candidate the browser picked from srcset, already absolute.
  return found && { src: found.currentSrc || found.src, alt: found.alt };
};

/**
 * The host's markup without anything that runs or reacts; images load at
 * once. Relative addresses stay as written: a srcdoc frame resolves them
 * against the host page's address.
 */
function cleanHtml(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll(DROP).forEach((node) => node.remove());
  for (const node of [copy, ...copy.querySelectorAll('*')])
    for (const name of node.getAttributeNames()) if (/^on|^loading$/i.test(name)) node.removeAttribute(name);
  return copy.innerHTML;
}

export function readPost(doc: Document, logoUrl?: string): PrintPost {
  let title = '';
  let logo: PrintImage | null = null;
  const sections: PrintSection[] = [];
  for (const el of doc.querySelectorAll<HTMLElement>('[data-porchlight-print]')) {
    const kind = el.dataset.porchlightPrint;
    // innerText keeps the paragraph breaks the reader sees.
    const text = el.innerText.trim();
    if (kind === 'title') title ||= text;
    else if (kind === 'logo') logo ||= imageOf(el);
    else if (kind === 'text' || kind === 'quote') sections.push({ kind, text });
    else if (kind === 'html') sections.push({ kind, html: cleanHtml(el) });
    // An <img> is its own image, never null.
    else if (kind === 'images')
      sections.push({
        kind,
        images: (el.matches('img') ? [el] : [...el.querySelectorAll('img')]).map(imageOf) as PrintImage[],
      });
  }
  if (!logo && logoUrl) logo = { src: new URL(logoUrl, doc.baseURI).href, alt: '' };
  return { lang: doc.documentElement.lang || 'en', dir: doc.dir, title: title || doc.title, logo, sections };
}
