import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { agoFormatter, dateFormatter } from '../../../../src/shared/ui/dates.ts';

// Node's Intl carries full ICU: the same words a browser uses, in the process's own time zone.
const at = '2026-01-10T14:11:00.000Z';

test('the month is a word, in the section language: no 10/01 to read two ways', () => {
  const en = dateFormatter('en')(at, '01/10/2026 14:11');
  const fr = dateFormatter('fr')(at, '10/01/2026 14:11');
  assert.match(en, /January/);
  assert.match(en, /2026/);
  assert.match(fr, /janvier/);
  assert.not.match(en, /\d+\/\d+/);
});

test('every locale the widgets speak has its own month words (docs/languages.md "Languages")', () => {
  const months: Record<string, RegExp> = {
    es: /enero/,
    de: /Januar/,
    it: /gennaio/,
    pt: /janeiro/,
    nl: /januari/,
    ar: /يناير/,
  };
  for (const [lang, month] of Object.entries(months)) assert.match(dateFormatter(lang, [], 'UTC')(at, ''), month, lang);
});

test('a reader whose browser prefers a region of that language gets its order', () => {
  assert.match(dateFormatter('en', ['en-GB', 'fr'])(at, ''), /^10 January 2026/);
  assert.match(dateFormatter('en', ['en-US'])(at, ''), /^January 10, 2026/);
  // A preference in another language does not change the section's words.
  assert.match(dateFormatter('en', ['fr-FR'])(at, ''), /January/);
});

test('in the reader own time zone, to the minute', () => {
  const local = new Date(at);
  const shown = dateFormatter('en', ['en-GB'])(at, '');
  const hh = String(local.getHours()).padStart(2, '0');
  const mm = String(local.getMinutes()).padStart(2, '0');
  assert.ok(shown.includes(`${hh}:${mm}`), `${shown} has ${hh}:${mm}`);
});

test('no moment, or not a moment: the server display string', () => {
  const format = dateFormatter('en');
  assert.is(format(undefined, '01/10/2026 14:11'), '01/10/2026 14:11');
  assert.is(format('yesterday', '01/10/2026 14:11'), '01/10/2026 14:11');
});

test('a fixed zone (the server markup: UTC) is named, and the same for every reader', () => {
  assert.is(dateFormatter('en', [], 'UTC')(at, ''), 'January 10, 2026 at 2:11 PM UTC');
  assert.is(dateFormatter('fr', [], 'UTC')(at, ''), '10 janvier 2026 à 14:11 UTC');
});

const clock = (iso: string) => () => Date.parse(iso);

test('how long ago, beside the date, for the last week: now, minutes, hours, yesterday, days', () => {
  const ago = agoFormatter('en', clock('2026-01-10T14:11:00.000Z'));
  assert.is(ago('2026-01-10T14:10:30.000Z'), 'now');
  assert.is(ago('2026-01-10T14:06:00.000Z'), '5 minutes ago');
  assert.is(ago('2026-01-10T14:10:00.000Z'), '1 minute ago');
  assert.is(ago('2026-01-10T12:00:00.000Z'), '2 hours ago');
  assert.is(ago('2026-01-09T14:00:00.000Z'), 'yesterday');
  assert.is(ago('2026-01-04T14:11:00.000Z'), '6 days ago');
});

test('days are counted on the calendar: 47 hours before noon is 2 days ago, not yesterday', () => {
  // Both moments lie in the same local days for any zone from UTC-11 to UTC+10.
  const ago = agoFormatter('en', clock('2026-01-10T12:00:00.000Z'));
  assert.is(ago('2026-01-08T13:00:00.000Z'), '2 days ago');
});

test('past a week, or for no moment, nothing: the date says more', () => {
  const ago = agoFormatter('en', clock('2026-01-10T14:11:00.000Z'));
  assert.is(ago('2026-01-03T14:11:00.000Z'), '');
  assert.is(ago('2025-06-01T00:00:00.000Z'), '');
  assert.is(ago(undefined), '');
  assert.is(ago('not a date'), '');
});

test('a moment ahead of a slow clock is now', () => {
  assert.is(agoFormatter('en', clock('2026-01-10T14:11:00.000Z'))('2026-01-10T14:13:00.000Z'), 'now');
});

test('without a clock (the server markup, shared and cached) never anything', () => {
  assert.is(agoFormatter('en')('2026-01-10T14:10:00.000Z'), '');
});

test('in the section language, its plurals included', () => {
  const now = clock('2026-01-10T14:11:00.000Z');
  assert.is(agoFormatter('fr', now)('2026-01-10T12:11:00.000Z'), 'il y a 2 heures');
  assert.is(agoFormatter('de', now)('2026-01-09T14:11:00.000Z'), 'gestern');
  assert.match(agoFormatter('ar', now)('2026-01-10T11:11:00.000Z'), /ساعات/);
});

test.run();
