/**
 * `window.porchlightLogin()`: what the provider's sign-in popup calls on its
 * opener (docs/api.md "The API", Popups). One global for the page; every comment section on it
 * is told, and each listener's `off` removes only itself.
 */
type Listener = () => void;
type LoginWindow = { porchlightLogin?: (() => void) & { listeners?: Set<Listener> } };

export function onLogin(win: LoginWindow, listener: Listener): () => void {
  let callback = win.porchlightLogin;
  if (!callback?.listeners) {
    const listeners = new Set<Listener>();
    callback = Object.assign(() => listeners.forEach((fn) => fn()), { listeners });
    win.porchlightLogin = callback;
  }
  const listeners = callback.listeners!;
  listeners.add(listener);
  return () => listeners.delete(listener);
}
