import { addStyle } from '../shared/ui/style.ts';
import css from './controls.css';
import { h } from './dom.ts';

/**
 * A `<button type="button">` in the shared control style (its stylesheet is
 * adopted once for all the enhancing widgets).
 */
export function controlButton(attributes: Record<string, string>, ...children: (Node | string)[]): HTMLButtonElement {
  addStyle(document, 'porchlight-controls-css', css);
  return h('button', { type: 'button', class: 'porchlight-control', ...attributes }, ...children);
}
