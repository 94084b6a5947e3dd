import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AVATAR_PALETTE, avatarColour, avatarLetter } from '../../../../src/shared/ui/avatar.ts';

test('the first letter, upper-cased, skipping what is not a letter', () => {
  assert.is(avatarLetter('alice'), 'A');
  assert.is(avatarLetter('  élodie'), 'É');
  assert.is(avatarLetter('42 bob'), 'B');
  assert.is(avatarLetter('ßtraße'), 'SS');
});

test("'?' when the name has no letter", () => {
  assert.is(avatarLetter('1234 !!'), '?');
  assert.is(avatarLetter('😀'), '?');
});

test('14 colours; a name always gets the same one; names spread over the palette', () => {
  assert.is(AVATAR_PALETTE.length, 14);
  assert.is(avatarColour('Alice'), avatarColour('Alice'));
  const used = new Set(Array.from({ length: 200 }, (_, i) => avatarColour(`reader ${i}`)));
  assert.ok(used.size >= 12, `${used.size} colours used`);
});

/** WCAG relative luminance contrast against white text. */
const contrastWithWhite = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
};

test('every colour gives the white letter at least 4.5:1', () => {
  for (const colour of AVATAR_PALETTE)
    assert.ok(contrastWithWhite(colour) >= 4.5, `${colour}: ${contrastWithWhite(colour).toFixed(2)}`);
});

test.run();
