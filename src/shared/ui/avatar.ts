/**
 * The avatar fallback: a circle with the name's first letter in
 * upper case ('?' when the name has none), coloured by a hash of the name
 * over 14 colours. Each colour gives white text at least 4.5:1 contrast
 * (tested), so the letter reads even though the circle is decorative.
 */
export const AVATAR_PALETTE = [
  '#b3261e',
  '#a0306b',
  '#7b1fa2',
  '#5e35b1',
  '#3949ab',
  '#1565c0',
  '#0b6a8a',
  '#00695c',
  '#2e7d32',
  '#4e6b12',
  '#8a5300',
  '#b03a00',
  '#6d4c41',
  '#546e7a',
];

export const avatarLetter = (name: string): string => (/\p{L}/u.exec(name)?.[0] ?? '?').toUpperCase();

/** A stable 32-bit string hash (FNV-1a over UTF-16 units): the same name always gets the same colour. */
export function avatarColour(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return AVATAR_PALETTE[(hash >>> 0) % AVATAR_PALETTE.length]!;
}
