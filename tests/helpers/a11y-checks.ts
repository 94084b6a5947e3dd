import type { Page } from 'playwright';

/**
 * Harness checks shared by the widget a11y suites: what has focus
 * (role and name), the Tab walk, the focus ring, focus not obscured, target
 * sizes and reflow. Each returns plain data for the test to assert on.
 */

/** Role and accessible name of the focused element, as a reader hears it ("button Next slide"). */
export const focusedControl = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'BODY';
    const role =
      el.getAttribute('role') ||
      ({ A: 'link', BUTTON: 'button' } as Record<string, string>)[el.tagName] ||
      el.tagName.toLowerCase();
    const name = el.getAttribute('aria-label') || (el.textContent || '').replace(/\s+/g, ' ').trim();
    const pressed = el.getAttribute('aria-pressed');
    const expanded = el.getAttribute('aria-expanded');
    return `${role} ${name}${pressed ? ` [pressed=${pressed}]` : ''}${expanded ? ` [expanded=${expanded}]` : ''}`;
  });

/** Presses Tab `count` times from the element `from`, recording each stop; focus must never fall to the body. */
export async function tabWalk(page: Page, from: string, count: number, key = 'Tab'): Promise<string[]> {
  await page.focus(from);
  const walk: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    walk.push(await focusedControl(page));
  }
  return walk;
}

/** After a real Tab: does `:focus-visible` match, and how wide is the outline? */
export const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const style = getComputedStyle(el);
    return {
      visible: el.matches(':focus-visible'),
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      color: style.outlineColor,
    };
  });

/** Is the focused element the topmost thing at its centre and (just inside) its corners? */
export const focusNotObscured = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && (hit === el || el.contains(hit));
    });
  });

/** Sizes of the visible controls matched by `selector` that are smaller than `min` CSS px either way. */
export const smallTargets = (page: Page, selector: string, min = 44) =>
  page.$$eval(
    selector,
    (els, min) =>
      els
        .filter((el) => (el as HTMLElement).checkVisibility() && !el.closest('[inert]'))
        .map((el) => ({ name: el.getAttribute('aria-label') || el.textContent, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < min || box.height < min)
        .map(({ name, box }) => `${name}: ${box.width}x${box.height}`),
    min,
  );

/** Horizontal overflow of the page, in CSS px (0 when nothing scrolls sideways). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
