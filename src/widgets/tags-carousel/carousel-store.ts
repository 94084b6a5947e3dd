import { dragDecision, type DragDecision } from '../../ui/drag-decision.ts';

/** Carousel defaults and its narrow-screen breakpoint. */
export const CAROUSEL_DEFAULTS = { visible: 3, scroll: 1 };
export const NARROW_BELOW_PX = 550;

export interface CarouselState {
  /** Real tag shown first, 0-based. */
  index: number;
  /**
   * Where the track stands, in items, counted from the first real one. It
   * leaves 0..count-1 for one move past either end (the track then shows the
   * clones beside the real tags) and `settle()` brings it back.
   */
  position: number;
  visible: number;
  scroll: number;
  count: number;
}

export interface CarouselOptions {
  count: number;
  /** From `data-visible` / `data-scroll` (strings) or code; absent means the default. */
  visible?: number | string;
  scroll?: number | string;
  /** Window width in CSS px, for the narrow layout (below 550px, 1 visible, scroll 1). */
  width: number;
  onChange?: (state: CarouselState) => void;
}

/** Layout for a window width: the options, or 1 visible and scroll 1 below 550px. */
/** The real items a state shows, in order (they wrap past the end: 10, 1, 2). */
export const shownItems = ({ index, visible, count }: CarouselState): number[] =>
  Array.from({ length: Math.min(visible, count) }, (_, k) => (index + k) % count);

/** Those items as a reader hears them, counted from 1: "4–6", "10, 1–2", "7". */
export function shownRange(state: CarouselState): string {
  const runs: number[][] = [];
  for (const i of shownItems(state)) {
    const run = runs.at(-1);
    if (run && i === run.at(-1)! + 1) run.push(i);
    else runs.push([i]);
  }
  return runs.map((run) => (run.length > 1 ? `${run[0]! + 1}–${run.at(-1)! + 1}` : `${run[0]! + 1}`)).join(', ');
}

export function layoutFor(width: number, visible: number, scroll: number): { visible: number; scroll: number } {
  return width < NARROW_BELOW_PX ? { visible: 1, scroll: 1 } : { visible, scroll };
}

const positive = (value: number | string | undefined, fallback: number, name: string): number => {
  const n = value == null || value === '' ? fallback : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`carousel ${name}: a whole number from 1 (got "${value}")`);
  return n;
};

/**
 * The tags carousel's state, DOM-free: an infinite strip of `count` tags,
 * `visible` at a time, moving by `scroll`. Wrap-around is index arithmetic;
 * the view draws clones on both sides so a move past the end can animate
 * before it settles back onto the real tags.
 */
export interface CarouselStore {
  state(): CarouselState;
  /** How many clones each side of the real tags: enough to fill a view and a move. */
  clones: number;
  next(): void;
  previous(): void;
  /** Outcome of a drag of `deltaX` px over a viewport `width` px wide, applied. */
  drop(deltaX: number, width: number): DragDecision;
  /**
   * Focus moved to real tag `i`: bring that tag itself (not a clone of it,
   * which cannot take focus) fully into view, moving as little as possible:
   * it ends at the left or the right edge.
   */
  reveal(i: number): void;
  /** Arrow keys: focus goes to the tag beside `i` (wrapping) and the strip shifts by one. Returns that tag. */
  arrow(i: number, direction: 1 | -1): number;
  /** After a move has finished: back onto the real tags (the view jumps there without animation). */
  settle(): void;
  /** The window was resized: re-evaluate the layout. */
  resize(width: number): void;
}

export function createCarouselStore(options: CarouselOptions): CarouselStore {
  const count = options.count;
  if (!Number.isInteger(count) || count < 1) throw new Error(`a carousel needs at least one item (got ${count})`);
  const wanted = {
    visible: positive(options.visible, CAROUSEL_DEFAULTS.visible, 'visible'),
    scroll: positive(options.scroll, CAROUSEL_DEFAULTS.scroll, 'scroll'),
  };
  const onChange = options.onChange || (() => {});
  let layout = layoutFor(options.width, wanted.visible, wanted.scroll);
  let position = 0;
  const clones = wanted.visible + wanted.scroll;

  const wrap = (n: number) => ((n % count) + count) % count;
  const state = (): CarouselState => ({ index: wrap(position), position, count, ...layout });
  const moveTo = (to: number) => {
    position = to;
    onChange(state());
  };
  /**
   * Moves on from where the track stands (a click during a slide past an end
   * carries on along the clones), or from the settled place when that would
   * run past them.
   */
  const step = (by: number) => {
    const to = position + by;
    moveTo(to >= -clones && to + layout.visible <= count + clones ? to : wrap(position) + by);
  };

  return {
    state,
    clones,
    next: () => step(layout.scroll),
    previous: () => step(-layout.scroll),
    drop(deltaX: number, width: number): DragDecision {
      const decision = dragDecision(deltaX, width);
      if (decision === 'next') step(layout.scroll);
      else if (decision === 'previous') step(-layout.scroll);
      else onChange(state());
      return decision;
    },
    reveal(i: number) {
      if (i < position) moveTo(i);
      else if (i >= position + layout.visible) moveTo(i - layout.visible + 1);
    },
    arrow(i: number, direction: 1 | -1): number {
      const target = wrap(i + direction);
      step(direction);
      this.reveal(target);
      return target;
    },
    settle() {
      if (wrap(position) !== position) moveTo(wrap(position));
    },
    resize(width: number) {
      const next = layoutFor(width, wanted.visible, wanted.scroll);
      if (next.visible === layout.visible && next.scroll === layout.scroll) return;
      layout = next;
      position = wrap(position);
      onChange(state());
    },
  };
}
