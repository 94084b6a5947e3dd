import { prefersReducedMotion } from '../../adapters/media-query.ts';
import { pageVisibility } from '../../adapters/page-visibility.ts';
import { systemTimer } from '../../shared/timer.ts';
import { addStyle } from '../../shared/ui/style.ts';
import { controlButton } from '../../ui/controls.ts';
import { h, labelRoot, listeners, uniqueId } from '../../ui/dom.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { swipe } from '../../ui/swipe.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './slideshow.css';
import { words } from './messages/en.ts';
import { locales } from './messages/locales.ts';
import { createSlideshowStore, type SlideshowState } from './slideshow-store.ts';

export interface SlideshowOptions {
  /** The carousel's name; the host's `aria-label` wins, then this, then "Slideshow". */
  label?: string;
  locale?: string;
}

/**
 * Slideshow (APG auto-rotating carousel) around the host's
 * list of slides, which stays a plain list of every slide without script.
 *
 * Plain DOM, no framework: the slides' content is the host's own nodes;
 * the widget adds three buttons and ARIA. A Preact version would have to
 * re-create host markup it does not own, and would load the runtime for it.
 *
 * - Stop/Start first, then Previous and Next (wrapping), always visible.
 * - Each slide a group "2 of 5" with a translated roledescription; the others `hidden`.
 * - A swipe past 20% of the width moves one slide (the tags carousel's gesture).
 * - Rotates every 5 s; mouse over pauses, mouse leave resumes; keyboard focus
 *   entering from outside pauses until it leaves or Start is pressed, without
 *   touching the Stop/Start control, which names what pressing it will do;
 *   reduced motion never starts rotating
 *   by itself, but Start does (the reader's explicit choice, WCAG 2.2.2); a hidden
 *   page keeps no timer. `aria-live` is off while rotating, polite otherwise.
 */
export async function mount(el: HTMLElement, options: SlideshowOptions = {}): Promise<() => void> {
  const list = el.querySelector<HTMLElement>('ul, ol');
  const items = list ? ([...list.children] as HTMLElement[]) : [];
  if (!list || !items.length) throw new Error('a slideshow needs a list of slides');
  const restore = keepOriginal(el);
  addStyle(document, 'porchlight-slideshow-css', css);
  const t = await widgetWords(el, options.locale, words, locales);
  const events = listeners();
  const reducedMotion = prefersReducedMotion();
  const visibility = pageVisibility();

  labelRoot(el, t('carousel'), options.label || t('label'));

  const slidesBox = h('div', { class: 'porchlight-slideshow-slides', id: uniqueId('slides') });
  const button = (name: 'stop' | 'previous' | 'next') =>
    controlButton({ 'aria-controls': slidesBox.id, 'aria-label': t(name) }, t(`${name}_shown`));
  const rotation = button('stop');
  const previous = button('previous');
  const next = button('next');
  const controls = h('div', { class: 'porchlight-slideshow-controls' }, rotation, previous, next);
  list.before(controls, slidesBox);
  slidesBox.append(list);
  // Each item holds one group "2 of 5" (an <li> may not be a group itself),
  // so the list and its items step aside for the groups.
  list.setAttribute('role', 'none');
  const slides = items.map((item, i) => {
    const group = h('div', {
      role: 'group',
      'aria-roledescription': t('slide'),
      'aria-label': t('position', { n: i + 1, count: items.length }),
    });
    group.append(...item.childNodes);
    item.setAttribute('role', 'none');
    item.append(group);
    return group;
  });

  const render = ({ index, stopped, rotating }: SlideshowState) => {
    rotation.textContent = t(stopped ? 'start_shown' : 'stop_shown');
    rotation.setAttribute('aria-label', t(stopped ? 'start' : 'stop'));
    slidesBox.setAttribute('aria-live', rotating ? 'off' : 'polite');
    slides.forEach((slide, i) => (slide.hidden = i !== index));
  };
  const store = createSlideshowStore({
    count: slides.length,
    timer: systemTimer,
    reducedMotion: reducedMotion.matches(),
    hidden: visibility.isHidden(),
    onChange: render,
  });
  render(store.state());

  events.on(rotation, 'click', store.toggle);
  events.on(previous, 'click', store.previous);
  events.on(next, 'click', store.next);
  // Touch readers swipe photos; it is the same gesture as the tags carousel's.
  swipe(slidesBox, events, { onEnd: store.drop });
  events.on(el, 'mouseenter', () => store.setHovered(true));
  events.on(el, 'mouseleave', () => store.setHovered(false));
  // Keyboard focus arriving from outside only: a mouse click on Stop must not
  // pause, then stop, rotation, and a Tab from Start to Next must not undo Start.
  // It pauses rather than stops, so the reader who tabs onto "Stop rotation"
  // still hears "Stop rotation", and Enter stops it as they meant; focus
  // leaving for the page resumes the pause.
  const focusMoved = (event: FocusEvent) =>
    el.contains(event.relatedTarget as Node) ||
    store.setFocused(event.type == 'focusin' && (event.target as Element).matches(':focus-visible'));
  events.on(el, 'focusin', focusMoved);
  events.on(el, 'focusout', focusMoved);
  events.add(visibility.watch(store.setHidden));
  events.add(reducedMotion.watch((reduce) => reduce && store.stop()));

  return () => {
    store.dispose();
    events.off();
    restore();
  };
}
