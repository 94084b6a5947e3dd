import type { Page } from 'playwright';

export interface Stop {
  tag: string;
  role: string;
  name: string;
  /** Inside which `[data-porchlight]` element (its id), or '' outside any widget. */
  widget: string;
}

/**
 * The tab walk: press Tab `n` times and record what each press
 * focused: tag, explicit role (or the tag's own), name (aria-label, else the
 * text not hidden from assistive technology), and the widget it sits in.
 */
export async function tabWalk(page: Page, n: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        // Text without what is hidden from assistive technology (decorative icons).
        const visible = el.cloneNode(true) as HTMLElement;
        visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
        const name = el.getAttribute('aria-label') || visible.textContent || '';
        return {
          tag: el.tagName.toLowerCase(),
          role: el.getAttribute('role') || el.tagName.toLowerCase(),
          name: name.replace(/\s+/g, ' ').trim(),
          widget: (el.closest('[data-porchlight]') as HTMLElement | null)?.id ?? '',
        };
      }),
    );
  }
  return stops;
}

/** The focused element's ring, and whether it is the topmost element at its centre and corners (not obscured). */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
    ];
    return {
      isBody: el === document.body,
      focusVisible: el.matches(':focus-visible'),
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      width: r.width,
      height: r.height,
      unobscured: points.every(([x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return !!top && (top === el || el.contains(top));
      }),
    };
  });
