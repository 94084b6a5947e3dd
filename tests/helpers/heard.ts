import type { CDPSession, Locator, Page } from 'playwright';

/**
 * What a screen-reader reader meets, read from Chromium itself: live-region
 * text over time (a MutationObserver from before the page's first script),
 * and accessible names, descriptions and text from the accessibility tree
 * (the DevTools protocol), not from our own guess of them.
 */

/** Installs the recorder: every change of every live region's text inside `scope`, in order: a region is heard as it changes, so tests assert on the log, not the final text. */
export const recordLiveRegions = (page: Page, scope = 'body') =>
  page.addInitScript(`{
    window.heardLog = [];
    const last = new Map();
    const regions = ${JSON.stringify(scope)} + ' :is([role=status],[role=alert],[aria-live]:not([aria-live=off]))';
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(regions)) {
        // Compared as written (a message said again differs by a no-break space), logged as heard.
        const raw = region.textContent || '';
        if (last.get(region) === raw) continue;
        last.set(region, raw);
        const text = raw.replace(/\\u00a0/g, ' ').trim();
        if (text) window.heardLog.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);

/** Every text the live regions took on, in order (an empty region is not heard, so it is not listed). */
export const heard = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { heardLog: string[] }).heardLog.slice());

/** Waits until the live regions have said exactly `text`, as one of the texts they took on (heard). */
export const heardSaid = (page: Page, text: string) =>
  page.waitForFunction((text) => (window as unknown as { heardLog: string[] }).heardLog.includes(text), text);

interface AxValue {
  value?: string;
}
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  description?: AxValue;
  childIds?: string[];
  properties?: { name: string; value: { value?: unknown } }[];
}

/** Runs `run` with the CDP object id of `locator`'s element. */
async function withObject<T>(
  page: Page,
  locator: Locator,
  run: (cdp: CDPSession, objectId: string) => Promise<T>,
): Promise<T> {
  const mark = `ax${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((el, mark) => el.setAttribute('data-ax-probe', mark), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-ax-probe="${mark}"]')`,
    });
    return await run(cdp, result.objectId!);
  } finally {
    await cdp.detach();
    await locator.evaluate((el) => el.removeAttribute('data-ax-probe'));
  }
}

/** Role, accessible name and description of one element, as Chromium computes them for assistive technology. */
export const axOf = (page: Page, locator: Locator) =>
  withObject(page, locator, async (cdp, objectId) => {
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', {
      objectId,
      fetchRelatives: false,
    })) as unknown as { nodes: AxNode[] };
    const node = nodes[0]!;
    return {
      role: node.role?.value ?? '',
      name: node.name?.value ?? '',
      description: node.description?.value ?? '',
      ignored: node.ignored,
    };
  });

/** The nodes a reader's browse mode meets inside the element, in order (ignored nodes skipped, their children kept). */
async function readingNodes(cdp: CDPSession, objectId: string): Promise<AxNode[]> {
  const {
    nodes: [root],
  } = (await cdp.send('Accessibility.getPartialAXTree', { objectId, fetchRelatives: false })) as unknown as {
    nodes: AxNode[];
  };
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const out: AxNode[] = [];
  const walk = (id: string) => {
    const node = byId.get(id);
    if (!node) return;
    if (!node.ignored) out.push(node);
    node.childIds?.forEach(walk);
  };
  walk(root!.nodeId);
  return out;
}

/** What a reader's browse mode meets inside `locator`, in order: each node's role and name (ignored nodes skipped, their children kept). */
export const axReading = (page: Page, locator: Locator) =>
  withObject(page, locator, async (cdp, objectId) =>
    (await readingNodes(cdp, objectId)).map((node) => ({ role: node.role?.value ?? '', name: node.name?.value ?? '' })),
  );

/** The level of each list item inside `locator`, in order, as Chromium gives it: what a screen reader calls a list's nesting level. */
export const axListLevels = (page: Page, locator: Locator) =>
  withObject(page, locator, async (cdp, objectId) =>
    (await readingNodes(cdp, objectId))
      .filter((node) => node.role?.value === 'listitem')
      .map((node) => Number(node.properties?.find((property) => property.name === 'level')?.value.value)),
  );

/** Whether the element's box is inside the viewport (what a magnifier or keyboard reader sees without scrolling). */
export const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
  });
