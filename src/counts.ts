/**
 * counts.js: the one script of a page whose only widgets are comment counts, such as a blog's index on another
 * origin than the server's (docs/embedding.md "A page of counts alone"). It mounts every
 * `[data-porchlight="comment-count"]` on the page with the count's own code, which it carries: no loader and no
 * second file, so such a page fetches this file and one JSONP answer per count. Each element says how it went
 * in `data-porchlight-state`, as the loader has it say (widgets.css holds its space until then). A page with
 * other widgets includes the loader instead, which mounts counts too: the two are never on one page.
 */
import { mount } from './widgets/comment-count/index.ts';
import { listen } from './shared/ui/listen.ts';
import { logError } from './shared/report.ts';

function mountCounts(): void {
  // A count that says how it went was mounted already: by this script included twice, or by a loader beside it.
  for (const el of document.querySelectorAll<HTMLElement>(
    '[data-porchlight="comment-count"]:not([data-porchlight-state])',
  ))
    // A count the server rendered (shared/render-small.ts) is what the widget would make, as the loader knows too.
    (el.querySelector('[data-porchlight-rendered]') ? Promise.resolve() : mount(el, { ...el.dataset })).then(
      () => (el.dataset.porchlightState = 'ready'),
      (error) => {
        el.dataset.porchlightState = 'failed';
        logError('comment-count failed:', error);
      },
    );
}

if (document.readyState == 'loading') listen(document, 'DOMContentLoaded', mountCounts);
else mountCounts();
