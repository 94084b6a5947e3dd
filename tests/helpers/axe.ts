import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/** The a11y harness's axe tags: WCAG 2.0–2.2 A/AA plus best practice, scoped to one widget. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Violations as "rule-id: target" lines, so a failing assertion says what and where.
 * axe.run in the page and its frames (the builder's legacy mode), not the builder's default: that runs each
 * frame's part, then opens a blank page to put the parts together, a new renderer for every scan, which made
 * the scans about two fifths of the suite's axe time. The pages scanned have no frame from another origin,
 * which is what the default is for (the print frame is same-origin, and axe.run reaches it). Only the
 * violations are gathered in full (`resultTypes`): the passes' details, which nothing here reads, were a
 * third of what remained.
 */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  // The options first: the builder's options() replaces every option, the tags' runOnly among them.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .include(selector)
    .setLegacyMode()
    .analyze();
  // A frame axe.run could not reach in time is only "incomplete", which a scan for violations would not read.
  const unscanned = results.incomplete.filter((result) => result.id === 'frame-tested');
  if (unscanned.length)
    throw new Error(`axe could not scan a frame: ${JSON.stringify(unscanned[0]!.nodes[0]?.target)}`);
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}
