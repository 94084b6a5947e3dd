import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/** The a11y harness's axe tags: WCAG 2.0–2.2 A/AA plus best practice, scoped to one widget. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Violations as "rule-id: target" lines, so a failing assertion says what and where. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).include(selector).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${v.help}`));
}
