import type { Page } from 'playwright';

/**
 * Harness checks shared by the widget a11y suites: what has focus, the Tab
 * walk, the focus ring and whether it is obscured, target sizes and reflow.
 * Each returns plain data for the test to assert on.
 */

/** What has focus, as a reader meets it. */
export interface Stop {
  /** The tag, lower case; 'body' when focus fell to the page. */
  tag: string;
  /** The explicit role, else the tag's own (`a` a link, `button` a button), else the tag. */
  role: string;
  /** aria-label, else the text less what is hidden from assistive technology (decorative icons), on one line. */
  name: string;
  /** aria-pressed and aria-expanded as written, '' when absent. */
  pressed: string;
  expanded: string;
  /** Inside which `[data-porchlight]` element (its id), or '' outside any widget. */
  widget: string;
}

/** The focused element as a Stop. */
export const focusedStop = (page: Page): Promise<Stop> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', role: '', name: '', pressed: '', expanded: '', widget: '' };
    const tag = el.tagName.toLowerCase();
    const visible = el.cloneNode(true) as HTMLElement;
    visible.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return {
      tag,
      role: el.getAttribute('role') || ({ a: 'link', button: 'button' } as Record<string, string>)[tag] || tag,
      name: (el.getAttribute('aria-label') || visible.textContent || '').replace(/\s+/g, ' ').trim(),
      pressed: el.getAttribute('aria-pressed') ?? '',
      expanded: el.getAttribute('aria-expanded') ?? '',
      widget: (el.closest('[data-porchlight]') as HTMLElement | null)?.id ?? '',
    };
  });

/** A stop as a reader hears it: "button Next slide", "button Mute [pressed=false]"; 'BODY' when focus fell to the page. */
export const control = ({ tag, role, name, pressed, expanded }: Stop): string =>
  tag === 'body'
    ? 'BODY'
    : `${role} ${name}${pressed ? ` [pressed=${pressed}]` : ''}${expanded ? ` [expanded=${expanded}]` : ''}`;

/** The focused element as a reader hears it (see `control`). */
export const focusedControl = async (page: Page): Promise<string> => control(await focusedStop(page));

export interface TabWalk<T> {
  /** How many presses. */
  count: number;
  /** A selector focused before the first press; without it the walk goes on from wherever focus is. */
  from?: string;
  /** The key pressed each time: 'Tab', or 'Shift+Tab' to walk back. */
  key?: string;
  /** What each stop is recorded as: the whole Stop unless told (`record: control` gives "button Next slide"). */
  record?: (stop: Stop) => T;
}

/**
 * The tab walk: presses `key` `count` times (from `from` when given) and
 * records each stop. A stop on the body is recorded as such (tag 'body',
 * control 'BODY'), so a walk asserted in full shows focus lost.
 */
export async function tabWalk<T = Stop>(
  page: Page,
  { count, from, key = 'Tab', record = (stop) => stop as T }: TabWalk<T>,
): Promise<T[]> {
  if (from) await page.focus(from);
  const walk: T[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    walk.push(record(await focusedStop(page)));
  }
  return walk;
}

/**
 * The focused element's ring (after a real Tab: does `:focus-visible` match,
 * and the outline), its size, and whether it is the topmost thing at its
 * centre and just inside each corner (not obscured): 1px in, or where the
 * corner is rounded the first whole pixel inside its curve, since a point
 * outside the curve hits what is behind the element.
 */
export const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const [topLeft, topRight, bottomLeft, bottomRight] = [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomLeftRadius,
      style.borderBottomRightRadius,
    ].map((radius) => {
      const [h = '0', v = h] = radius.split(' ');
      const rx = h.endsWith('%') ? (parseFloat(h) * r.width) / 100 : parseFloat(h);
      const ry = v.endsWith('%') ? (parseFloat(v) * r.height) / 100 : parseFloat(v);
      // On the diagonal a curve of radius R starts R(1 - 1/√2) in from the corner; never past the middle.
      const inside = Math.ceil(Math.max(rx, ry) * (1 - Math.SQRT1_2));
      return Math.max(1, Math.min(inside, Math.floor(Math.min(r.width, r.height) / 2)));
    }) as [number, number, number, number];
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + topLeft, r.top + topLeft],
      [r.right - topRight, r.top + topRight],
      [r.left + bottomLeft, r.bottom - bottomLeft],
      [r.right - bottomRight, r.bottom - bottomRight],
    ];
    return {
      isBody: el === document.body,
      focusVisible: el.matches(':focus-visible'),
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      outlineColor: style.outlineColor,
      width: r.width,
      height: r.height,
      unobscured: points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (hit === el || el.contains(hit));
      }),
    };
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
