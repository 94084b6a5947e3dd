import type { ShareLink } from './share-links.ts';

/**
 * A small mark per target: the brand colour behind a letter, as inline SVG
 * (no icon font, no request). Decorative: the link's name says the target,
 * so the SVG is `aria-hidden`. Plain markup text so the server can print it
 * into a page and the widget can insert it. The letter takes the link's font.
 */
export const shareIcon = ([colour, letter]: ShareLink['mark']): string =>
  `<svg aria-hidden="true" width="24" height="24"><rect width="24" height="24" fill="${colour}"/><text x="12" y="17" fill="#fff" font-size="14" text-anchor="middle">${letter}</text></svg>`;
