import type { listeners } from './dom.ts';

/**
 * Which way a line of `el` reads: 1 left to right, -1 right to left (Arabic, docs/languages.md "Languages"). Read when
 * asked, so a widget follows the direction it sits in.
 */
export const readingSign = (el: Element): 1 | -1 => (getComputedStyle(el).direction == 'rtl' ? -1 : 1);

/**
 * Distances are along the reading direction: positive toward the end of a line (rightward left to right,
 * leftward right to left), so a swipe toward the start of the line brings the next item in either way.
 */
export interface SwipeHandlers {
  /** The pointer moved `dx` px along the line since the press, once it counts as a drag. */
  onMove?(dx: number): void;
  /** The drag ended: `dx` px from the press (0 when the browser cancelled it), over a surface `width` px wide. */
  onEnd(dx: number, width: number): void;
}

/** A press that moves further than this is a drag, and its click is not a click. */
const SLOP_PX = 6;

/**
 * Mouse drag and touch swipe on `surface` (pointer events, so one code path
 * for both). The surface wants `touch-action: pan-y`, so a vertical swipe
 * still scrolls the page. A drag that starts on a link does not follow it,
 * and the browser's own dragging of links and images is kept out of the way
 * (it would cancel the pointer).
 */
export function swipe(
  surface: HTMLElement,
  events: ReturnType<typeof listeners>,
  { onMove, onEnd }: SwipeHandlers,
): void {
  let start: { x: number; id: number; sign: 1 | -1 } | null = null;
  let dragged = false;
  events.on<PointerEvent>(surface, 'pointerdown', (event) => {
    if (event.button || start) return;
    start = { x: event.clientX, id: event.pointerId, sign: readingSign(surface) };
    dragged = false;
  });
  events.on<PointerEvent>(surface, 'pointermove', (event) => {
    if (start?.id !== event.pointerId) return;
    const dx = (event.clientX - start.x) * start.sign;
    if (!dragged && Math.abs(dx) > SLOP_PX) {
      dragged = true;
      surface.setPointerCapture(event.pointerId);
    }
    if (dragged) onMove?.(dx);
  });
  const end = (event: PointerEvent) => {
    if (start?.id !== event.pointerId) return;
    const dx = event.type === 'pointerup' ? (event.clientX - start.x) * start.sign : 0;
    start = null;
    if (dragged) onEnd(dx, surface.clientWidth);
  };
  events.on(surface, 'pointerup', end);
  events.on(surface, 'pointercancel', end);
  // Enter on a link makes a click with detail 0: that one always goes through.
  events.on<MouseEvent>(
    surface,
    'click',
    (event) => {
      if (!dragged || !event.detail) return;
      event.preventDefault();
      event.stopPropagation();
      dragged = false;
    },
    { capture: true },
  );
  events.on(surface, 'dragstart', (event) => event.preventDefault());
}
