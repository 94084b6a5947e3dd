import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plural, Words } from '../../../src/shared/i18n.ts';
import { LOCALES } from '../../../src/shared/locale.ts';

// Every set of words (docs/languages.md "Languages"): a folder whose en.ts exports the English `words`, beside one
// file per other locale exporting the same. The types already refuse a locale file that lacks a key;
// this also holds what types cannot: the same keys both ways, the same placeholders, and every plural
// with the forms its locale's rules choose among (Intl.PluralRules), so no reader meets a key name, an
// unfilled {name} or another language's grammar.

const folders = readdirSync('src', { recursive: true })
  .map(String)
  .filter((file) => /(^|[\\/])messages[\\/]en\.ts$/.test(file))
  .map((file) => dirname(join('src', file)))
  .sort();
const load = async (folder: string, locale: string): Promise<Words> =>
  (await import(pathToFileURL(join(process.cwd(), folder, `${locale}.ts`)).href)).words;
const placeholders = (text: string, but = '') =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!))].filter((name) => name !== but).sort();

test('the sets of words are found (the section, the form, each widget, the server)', () => {
  assert.ok(folders.length >= 20, folders.join(', '));
  for (const expected of [
    'src/shared/comments/messages',
    'src/shared/comments/form/messages',
    'src/widgets/slideshow/messages',
    'src/server/graphql/messages',
    'src/server/pages/popup/messages',
  ])
    assert.ok(folders.includes(expected), expected);
});

test('each folder holds English and every other locale, and nothing else', () => {
  for (const folder of folders) {
    const files = readdirSync(folder).filter((file) => file !== 'locales.ts');
    assert.equal(files.sort(), LOCALES.map((locale) => `${locale}.ts`).sort(), folder);
  }
});

test('every locale has every key English has, and no other; a text where English has one, a plural where it has one', async () => {
  const problems: string[] = [];
  for (const folder of folders) {
    const en = await load(folder, 'en');
    for (const locale of LOCALES) {
      const words = await load(folder, locale);
      const where = `${relative('src', folder)}/${locale}`;
      for (const key of Object.keys(en)) if (!(key in words)) problems.push(`${where}: lacks ${key}`);
      for (const key of Object.keys(words))
        if (!(key in en)) problems.push(`${where}: has ${key}, which English lacks`);
      for (const [key, text] of Object.entries(words))
        if (key in en && typeof text !== typeof en[key]) problems.push(`${where}: ${key} is a ${typeof text} in one`);
    }
  }
  assert.equal(problems, []);
});

test('every text keeps English’s placeholders, no more and no fewer, and is never empty', async () => {
  const problems: string[] = [];
  for (const folder of folders) {
    const en = await load(folder, 'en');
    for (const locale of LOCALES) {
      const words = await load(folder, locale);
      for (const [key, text] of Object.entries(words)) {
        const where = `${relative('src', folder)}/${locale} ${key}`;
        if (typeof text !== 'string' || typeof en[key] !== 'string') continue;
        if (!text.trim()) problems.push(`${where}: empty`);
        if (placeholders(text).join() !== placeholders(en[key] as string).join())
          problems.push(`${where}: {${placeholders(text)}} where English has {${placeholders(en[key] as string)}}`);
      }
    }
  }
  assert.equal(problems, []);
});

test('every plural has exactly the forms its locale’s rules choose among, each with English’s placeholders', async () => {
  const problems: string[] = [];
  let plurals = 0;
  for (const folder of folders) {
    const en = await load(folder, 'en');
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();
      const words = await load(folder, locale);
      for (const [key, forms] of Object.entries(words)) {
        if (typeof forms !== 'object') continue;
        plurals++;
        const where = `${relative('src', folder)}/${locale} ${key}`;
        const english = (en[key] as Plural).other;
        if (Object.keys(forms).sort().join() !== categories.join())
          problems.push(`${where}: forms ${Object.keys(forms).sort()} where ${locale} has ${categories}`);
        for (const [category, text] of Object.entries(forms)) {
          // A form may write its number in words (Arabic "two comments" is one word): {count} may go, nothing else.
          if (!text.trim()) problems.push(`${where}.${category}: empty`);
          if (placeholders(text, 'count').join() !== placeholders(english, 'count').join())
            problems.push(`${where}.${category}: {${placeholders(text)}} where English has {${placeholders(english)}}`);
        }
        if (english.includes('{count}') && !forms.other.includes('{count}'))
          problems.push(`${where}.other: the number is missing`);
      }
    }
  }
  assert.ok(plurals >= 8 * 5, `plurals checked: ${plurals}`);
  assert.equal(problems, []);
});

test('each set’s locales.ts gives every locale’s own words: all of them at once, or one when it is spoken', async () => {
  // The comment section's words too, whose chunk for a locale holds every part's (the next test).
  for (const folder of [...folders, 'src/widgets/comments/words']) {
    const catalogue = await import(pathToFileURL(join(process.cwd(), folder, 'locales.ts')).href);
    assert.equal(Object.keys(catalogue.all), [...LOCALES], folder);
    for (const locale of LOCALES) {
      assert.is(catalogue.all[locale], await load(folder, locale), `${folder}: ${locale}`);
      if (locale !== 'en') assert.is((await catalogue.locales(locale)).words, catalogue.all[locale]);
    }
  }
});

test('the comment section’s chunk for a locale holds each of its parts’ own words in that locale, and no other', async () => {
  const section = 'src/widgets/comments/words';
  const parts: Record<string, string> = {
    section: 'src/shared/comments/messages',
    form: 'src/shared/comments/form/messages',
    interactive: 'src/widgets/comments/interactive/messages',
    own: 'src/widgets/comments/own-editor/messages',
    formatting: 'src/widgets/comments/formatting/messages',
    moderation: 'src/widgets/comments/moderation/messages',
  };
  for (const locale of LOCALES) {
    const words = (await import(pathToFileURL(join(process.cwd(), section, `${locale}.ts`)).href)).words;
    assert.equal(Object.keys(words).sort(), Object.keys(parts).sort(), locale);
    for (const [part, folder] of Object.entries(parts))
      assert.is(words[part], await load(folder, locale), `${part} ${locale}`);
  }
});

test.run();
