// The states page (/examples/states): when the reader presses "Show every state", brings each widget marked
// data-demo-state into that state once the loader has made it ready, by pressing its own buttons as a reader would
// (a file: the CSP allows no inline script). It opens, stops, mutes and moves, and nothing it presses sends a vote
// or a comment. Focus goes where the widgets put it when opened (a form's first field, a menu's first item), without
// scrolling the page there, and ends on the share link marked "focused". Once every state is shown,
// <body data-states="shown">. Not on load: focus moved and slides and carousels announced with nobody asking would
// take a screen reader's reader away from the top of the page they just opened (WCAG 3.2.1).
// Plain script, no module, no build.
(() => {
  /** Resolves with what `find` returns once it returns something, looking again at every change below `root`. */
  const until = (root, find) =>
    new Promise((resolve) => {
      const found = find();
      if (found) return resolve(found);
      const observer = new MutationObserver(() => {
        const now = find();
        if (now) {
          observer.disconnect();
          resolve(now);
        }
      });
      observer.observe(root, { subtree: true, childList: true, attributes: true });
    });
  const ready = (el) => until(el, () => el.dataset.porchlightState);
  /** At most `ms`: a state that cannot be reached (a section whose comments do not come) must not hold back the others. */
  const atMost = (ms, promise) => {
    let timer;
    return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]).finally(() =>
      clearTimeout(timer),
    );
  };
  // A press's focus lands later than the press (an effect after the render): wait for it.
  const focusIn = (el) =>
    new Promise((resolve) => {
      if (el.contains(document.activeElement)) return resolve();
      el.addEventListener('focusin', () => resolve(), { once: true });
    });

  const buttons = (el) => [...el.querySelectorAll(':scope > button, :scope > * > button')];
  const drive = {
    'tags-dropdown open': (el) => el.querySelector(':scope > button[aria-expanded="false"]')?.click(),
    'tags-carousel next': (el) => el.querySelector(':scope > button:last-of-type')?.click(),
    'slideshow stopped': (el) => stopSlides(el),
    'slideshow next': (el) => {
      stopSlides(el);
      buttons(el.querySelector('.porchlight-slideshow-controls')).at(-1)?.click();
    },
    // Play, then Mute: the player's own order. (Playing is the reader's to start: browsers refuse a page's play()
    // before the reader has pressed anything.)
    'audio-player muted': (el) => buttons(el)[1]?.click(),
    'comments open': async (el) => {
      await until(el, () => el.querySelector('.pl-list > li'));
      const add = await until(el, () => el.querySelector('.pl-bar > button[aria-controls]'));
      add.click();
      // The form's code comes on first use: until then its place is an empty placeholder.
      const form = await until(el, () => el.querySelector(`form[id="${add.getAttribute('aria-controls')}"]`));
      await focusIn(form);
      const actions = el.querySelector('.pl-list .pl-menu > button');
      actions.click();
      await until(el, () => actions.getAttribute('aria-expanded') === 'true');
      await focusIn(actions.parentElement);
    },
  };
  // Stopped, whatever reduced motion did: rotating, its slides are not announced (aria-live off).
  function stopSlides(el) {
    const slides = el.querySelector('.porchlight-slideshow-slides');
    if (slides.getAttribute('aria-live') === 'off')
      buttons(el.querySelector('.porchlight-slideshow-controls'))[0].click();
  }

  // The focus a widget moves while its state is reached (a form's first field, a menu's first item) stays where
  // the reader is looking: the page does not scroll to it.
  async function withoutScrolling(reach) {
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (options) {
      focus.call(this, { ...options, preventScroll: true });
    };
    try {
      await atMost(30_000, reach());
    } finally {
      HTMLElement.prototype.focus = focus;
    }
  }

  async function show() {
    const marked = [...document.querySelectorAll('[data-demo-state]')];
    // One at a time, in the page's order: each waits for the focus its widget moves, which the next may move on.
    for (const el of marked) {
      await ready(el);
      const reach = drive[`${el.dataset.porchlight} ${el.dataset.demoState}`];
      if (reach && el.dataset.porchlightState === 'ready') await withoutScrolling(() => reach(el));
    }
    const focused = marked.find((el) => el.dataset.demoState === 'focused');
    if (focused?.dataset.porchlightState === 'ready') focused.querySelector('a[href]')?.focus({ preventScroll: true });
    document.body.dataset.states = 'shown';
  }

  // Pressed once: the states stay shown, and a second press has nothing more to show.
  function ask() {
    const button = document.getElementById('show-states');
    button?.addEventListener(
      'click',
      () => {
        button.setAttribute('aria-disabled', 'true');
        show();
      },
      { once: true },
    );
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ask);
  else ask();
})();
