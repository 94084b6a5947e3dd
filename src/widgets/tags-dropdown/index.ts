import { addStyle } from '../../shared/ui/style.ts';
import { controlButton } from '../../ui/controls.ts';
import { h, listeners, uniqueId } from '../../ui/dom.ts';
import { keepOriginal } from '../../ui/keep-original.ts';
import { widgetWords } from '../../ui/widget-locale.ts';
import css from './tags-dropdown.css';
import { words } from './messages/en.ts';
import { locales } from './messages/locales.ts';
import { createDropdownStore } from './dropdown-store.ts';

export interface TagsDropdownOptions {
  /** The button's text (default "Tags", translated). */
  label?: string;
  locale?: string;
}

/** The page a link leads to, without its fragment, for comparing with the current one. */
const pageOf = (href: string) => href.replace(/#.*$/, '');

/**
 * Tags dropdown (APG disclosure
 * navigation) around the host's list of tag links, which stays an open list
 * of links without script.
 *
 * Plain DOM, no framework: one button and a `hidden` toggle on the host's list.
 *
 * - `<button aria-expanded aria-controls>`; Enter/Space toggle (a button's own behaviour).
 * - Tab enters the links (not `role=menu`: these are navigation links).
 * - Escape closes and returns focus to the button; focus leaving or a click outside closes.
 * - The current tag (the link to this page, or one the host marked) has `aria-current="page"`.
 */
export async function mount(el: HTMLElement, options: TagsDropdownOptions = {}): Promise<() => void> {
  const list = el.querySelector<HTMLElement>('ul, ol');
  if (!list || !list.querySelector('a')) throw new Error('a tags dropdown needs a list of tag links');
  const restore = keepOriginal(el);
  addStyle(document, 'porchlight-tags-dropdown-css', css);
  const t = await widgetWords(el, options.locale, words, locales);
  const events = listeners();

  el.classList.add('porchlight-tags-dropdown');
  list.id ||= uniqueId('tag-list');
  const button = controlButton(
    { 'aria-expanded': 'false', 'aria-controls': list.id },
    options.label || t('label'),
    h('span', { 'aria-hidden': 'true' }),
  );
  list.before(button);
  for (const link of list.querySelectorAll('a'))
    if (!link.hasAttribute('aria-current') && pageOf(link.href) === pageOf(location.href))
      link.setAttribute('aria-current', 'page');

  const store = createDropdownStore({
    onChange: ({ open, focusButton }) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
      if (focusButton) button.focus();
    },
  });
  list.hidden = true;

  events.on(button, 'click', store.toggle);
  events.on<KeyboardEvent>(
    el,
    'keydown',
    (event) => event.key === 'Escape' && store.isOpen() && (event.preventDefault(), store.close('escape')),
  );
  events.on<FocusEvent>(
    el,
    'focusout',
    (event) => !el.contains(event.relatedTarget as Node | null) && event.relatedTarget && store.close('focus-left'),
  );
  events.on(document, 'pointerdown', (event) => !el.contains(event.target as Node) && store.close('click-outside'));

  return () => {
    events.off();
    restore();
  };
}
