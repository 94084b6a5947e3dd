/**
 * Popup windows (login 400x450 named `loginob`; a writer's data, the same size, `dataob`; share 600x300,
 * centred). The only code that calls `window.open`. A blocked popup returns
 * null so callers can fall back to a plain link.
 */
export interface PopupWindow {
  open(url: string, name: string, features: string): unknown;
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

export interface PopupSize {
  width: number;
  height: number;
}

/**
 * Centred on the current browser window, not the screen: on a multi-screen
 * desktop `screenX`/`screenY` carry the window's offset onto its own screen,
 * which may be negative (a screen left of or above the primary one).
 */
export function centredFeatures(
  win: Pick<PopupWindow, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>,
  { width, height }: PopupSize,
): string {
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2);
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2);
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/** Opens `url` in a popup; null when the browser blocked it. */
export function openPopup(
  win: PopupWindow,
  url: string,
  name: string,
  size: PopupSize,
  centred = false,
): Window | null {
  const features = centred ? centredFeatures(win, size) : `width=${size.width},height=${size.height}`;
  return (win.open(url, name, features) as Window | null) ?? null;
}

/** Share popups are 600x300, centred over the page they came from. */
export const SHARE_POPUP: PopupSize = { width: 600, height: 300 };

/**
 * A share target in a centred 600x300 popup; false when blocked, so the
 * caller lets its link navigate instead. The popup is a third-party page:
 * its `opener` is cut while it is still our own about:blank, so it can never
 * script or redirect this one (`noopener` in the features would do the same
 * but makes `window.open` return null, indistinguishable from a block).
 */
export function openSharePopup(win: PopupWindow, url: string): boolean {
  const popup = win.open(url, 'share', centredFeatures(win, SHARE_POPUP)) as Window | null;
  try {
    if (popup) popup.opener = null;
  } catch {
    // Already cross-origin (a browser that navigates synchronously): nothing to cut.
  }
  return !!popup;
}

/**
 * A form POSTed into a popup of `size` named `name`: what it carries (a writer's keys) goes in the request's body,
 * never in an address that logs and history keep. The popup opens blank first, within the reader's click; one the
 * browser blocked is false, and nothing is sent: a form aimed at a new window meets the same blocker, and a window
 * that opened later, or never, would tell the reader nothing where they acted.
 */
export function postToPopup(
  win: PopupWindow,
  doc: Document,
  url: string,
  fields: Record<string, string>,
  name: string,
  size: PopupSize,
): boolean {
  if (!openPopup(win, '', name, size)) return false;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = name;
  for (const [field, value] of Object.entries(fields))
    form.appendChild(Object.assign(doc.createElement('input'), { type: 'hidden', name: field, value }));
  doc.body.appendChild(form);
  form.submit();
  form.remove();
  return true;
}
