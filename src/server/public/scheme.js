// The demo blog's colour scheme (site.css): the reader's system's by default, or the one chosen in the header's
// switcher, kept in localStorage and applied as <html data-scheme="light|dark">. Loaded blocking in the head
// (a file: the CSP allows no inline script), so the chosen scheme is set before the first paint and no page
// flashes the other one; the switcher itself is wired once the body is parsed. Plain script, no module, no build.
(() => {
  const KEY = 'porchlight-demo-scheme';
  const root = document.documentElement;
  const chosen = () => {
    try {
      const value = localStorage.getItem(KEY);
      return value === 'light' || value === 'dark' ? value : 'system';
    } catch {
      // Storage refused (a privacy setting): the system's scheme, and choices last for this page only.
      return 'system';
    }
  };
  const apply = (scheme) => {
    if (scheme === 'light' || scheme === 'dark') root.dataset.scheme = scheme;
    else delete root.dataset.scheme;
  };
  apply(chosen());
  // The switcher shows only where this has run (site.css): without script it would do nothing.
  root.dataset.schemeSwitcher = '';

  const wire = () => {
    const select = document.getElementById('site-scheme');
    if (!select) return;
    select.value = chosen();
    select.addEventListener('change', () => {
      apply(select.value);
      try {
        if (select.value === 'system') localStorage.removeItem(KEY);
        else localStorage.setItem(KEY, select.value);
      } catch {
        // Not remembered; this page still shows the choice.
      }
    });
    // A choice made in another tab, or while this page waited in the back-forward cache, applies here too.
    const sync = () => {
      select.value = chosen();
      apply(select.value);
    };
    addEventListener('storage', (event) => event.key === KEY && sync());
    addEventListener('pageshow', (event) => event.persisted && sync());
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wire);
  else wire();
})();
