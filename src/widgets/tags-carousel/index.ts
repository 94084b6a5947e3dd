import { mediaQuery, prefersReducedMotion } from '../../adapters/media-query.ts';
import { addStyle } from '../../shared/ui/style.ts';
import { controlButton } from '../../ui/controls.ts';
import { h, labelRoot, listeners, uniqueId } from '../../ui/dom.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { readingSign, swipe } from '../../ui/swipe.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './tags-carousel.css';
import { words } from './messages/en.ts';
import { locales } from './messages/locales.ts';
import { createCarouselStore, NARROW_BELOW_PX, shownItems, shownRange, type CarouselState } from './carousel-store.ts';

export interface TagsCarouselOptions {
  /** Tags shown at once on a wide window (default 3). */
  visible?: string | number;
  /** Tags moved per step on a wide window (default 1). */
  scroll?: string | number;
  label?: string;
  locale?: string;
}

/**
 * Tags carousel (APG carousel) around the host's list
 * of tag links, which stays a plain list of links without script.
 *
 * Plain DOM, no framework: the links are the host's and stay in place; the
 * widget wraps them in a moving track, adds clones for the infinite loop and
 * two buttons. That is less code than components re-creating the links.
 *
 * - Previous / Next always visible; 3 visible, scroll 1 (options), 1 below a 550px window.
 * - Only the tags in view are in the accessibility tree (APG carousel): the
 *   others are `aria-hidden` and out of the tab order, so a reading cursor
 *   never reaches a link that is not shown. Tab still walks every tag: from
 *   the last one in view it brings the next into view and focuses it.
 *   Clones are `aria-hidden` and `inert`.
 * - Previous, Next and a drag say what is now shown ("Tags 4–6 of 10") in a
 *   polite status region present from mount.
 * - Left/Right while focus is inside: focus the previous/next tag (wrapping), shift by one; right to left
 *   (Arabic), Left goes on and Right back, as the strip and its buttons are mirrored (docs/languages.md "Languages").
 * - Drag or swipe past 20% of the width moves one step, less snaps back; a
 *   drag starting on a link does not follow it. No transition under reduced motion.
 */
export async function mount(el: HTMLElement, options: TagsCarouselOptions = {}): Promise<() => void> {
  const list = el.querySelector<HTMLElement>('ul, ol');
  const items = list ? ([...list.children] as HTMLElement[]) : [];
  const links = items.map((item) => item.querySelector('a')).filter((a): a is HTMLAnchorElement => !!a);
  if (!list || links.length !== items.length) throw new Error('a tags carousel needs a list of tag links');
  // First, so that bad options (data-visible="three") throw before anything changes.
  const store = createCarouselStore({
    count: items.length,
    visible: options.visible,
    scroll: options.scroll,
    width: innerWidth,
    onChange: render,
  });
  const restore = keepOriginal(el);
  addStyle(document, 'porchlight-tags-carousel-css', css);
  const t = await widgetWords(el, options.locale, words, locales);
  const events = listeners();
  const reducedMotion = prefersReducedMotion();
  const wide = mediaQuery(`(min-width: ${NARROW_BELOW_PX}px)`);

  labelRoot(el, t('carousel'), options.label || t('label'));
  el.classList.add('porchlight-tags-carousel');
  list.classList.add('porchlight-tags-track');
  list.id ||= uniqueId('tags');
  const viewport = h('div', { class: 'porchlight-tags-viewport' });
  const button = (label: string, arrow: string) =>
    controlButton({ 'aria-label': label, 'aria-controls': list.id }, h('span', { 'aria-hidden': 'true' }, arrow));
  const previous = button(t('previous'), '‹');
  const next = button(t('next'), '›');
  list.before(previous, viewport, next);
  viewport.append(list);
  const status = h('div', { role: 'status', class: 'porchlight-visually-hidden' });
  el.append(status);
  const say = () => (status.textContent = t('shown', { range: shownRange(store.state()), count: items.length }));

  // Clones on both sides let a move past either end slide on before it settles back.
  const clone = (i: number) => {
    const copy = items.at(i % items.length)!.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
    copy.setAttribute('aria-hidden', 'true');
    copy.inert = true;
    return copy;
  };
  for (let k = 0; k < store.clones; k++) {
    list.prepend(clone(-k - 1));
    list.append(clone(k));
  }

  for (const link of links) link.classList.add('porchlight-ring');
  const still = (on: boolean) => list.classList.toggle('porchlight-still', on);
  // Which way the strip runs, once its language has set it: right to left (Arabic) the tags that come next are
  // to the left, the strip moves right to show them, and Left and Right swap.
  const sign = readingSign(el);
  function render(state: CarouselState) {
    const { position, visible } = state;
    list!.setAttribute(
      'style',
      `--porchlight-visible:${visible};--porchlight-offset:${(store.clones + position) * sign}`,
    );
    const shown = shownItems(state);
    items.forEach((item, i) => {
      const off = !shown.includes(i);
      if (off) {
        item.setAttribute('aria-hidden', 'true');
        links[i]!.tabIndex = -1;
      } else {
        item.removeAttribute('aria-hidden');
        links[i]!.removeAttribute('tabindex');
      }
    });
    // No transition to wait for: come back onto the real tags at once.
    if (reducedMotion.matches() && position !== store.state().index) store.settle();
  }
  // After a move past an end, jump back onto the real tags without animation.
  const settle = () => {
    still(true);
    store.settle();
    void list.offsetWidth; // apply the jump before transitions come back
    still(false);
  };
  render(store.state());

  events.on(previous, 'click', () => (store.previous(), say()));
  events.on(next, 'click', () => (store.next(), say()));
  events.on(list, 'transitionend', (event) => event.target === list && settle());
  events.on(el, 'focusin', (event) => {
    const i = links.indexOf(event.target as HTMLAnchorElement);
    if (i >= 0) store.reveal(i);
  });
  events.on<KeyboardEvent>(el, 'keydown', (event) => {
    if (event.key === 'Tab') {
      // The next tag in tab order is out of view, so out of the tab order: bring it in and focus it.
      const from = links.indexOf(event.target as HTMLAnchorElement);
      const to = from + (event.shiftKey ? -1 : 1);
      if (from < 0 || !links[to] || links[to].tabIndex === 0) return;
      event.preventDefault();
      store.reveal(to);
      links[to]!.focus({ preventScroll: true });
      return;
    }
    const direction = (event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0) * sign;
    // Alt/Cmd + arrows are the browser's history keys.
    if (!direction || event.altKey || event.metaKey) return;
    event.preventDefault();
    const i = links.indexOf(event.target as HTMLAnchorElement);
    if (i < 0) return direction > 0 ? (store.next(), say()) : (store.previous(), say());
    links[store.arrow(i, direction as 1 | -1)]!.focus({ preventScroll: true });
  });
  events.add(wide.watch(() => store.resize(innerWidth)));

  // Drag and swipe: the track follows the pointer, then the store decides.
  swipe(viewport, events, {
    onMove(dx) {
      still(true);
      list.style.setProperty('--porchlight-drag', `${dx * sign}px`);
    },
    onEnd(dx, width) {
      still(false);
      if (store.drop(dx, width) !== 'snap') say();
    },
  });

  return () => {
    events.off();
    restore();
  };
}
