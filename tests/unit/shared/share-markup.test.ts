import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shareListHtml } from '../../../src/shared/share-markup.ts';
import { translators } from '../../../src/shared/i18n.ts';
import { all } from '../../../src/shared/share/messages/locales.ts';

const shareWords = translators(all);

const post = { url: 'https://b.example/p?a=1&b="2"', title: '<b>Bold</b> & "quoted"' };

test('every web target is a new-window link whose name says so; email is not', () => {
  const html = shareListHtml(post, shareWords.en);
  assert.is(html.match(/target="_blank" aria-label="Share on \w+ \(opens in a new window\)"/g)!.length, 5);
  assert.match(html, /<a href="mailto:[^"]*">[^]*?Email<\/a>/);
  assert.ok(html.startsWith('<ul aria-label="Share this post">'));
});

test('icons are aria-hidden inline SVG, one per link', () => {
  const html = shareListHtml(post, shareWords.en);
  assert.is(html.match(/<svg aria-hidden="true"/g)!.length, html.match(/<a /g)!.length);
});

test('the title and address never become markup', () => {
  const html = shareListHtml(post, shareWords.en);
  assert.not.match(html, /<b>|"quoted"|"2"/);
});

test('French names', () => {
  assert.match(
    shareListHtml(post, shareWords.fr),
    /aria-label="Partager sur Facebook \(s’ouvre dans une nouvelle fenêtre\)"/,
  );
});

test('German and Arabic names', () => {
  assert.match(shareListHtml(post, shareWords.de), /aria-label="Auf X teilen \(öffnet ein neues Fenster\)"/);
  assert.match(shareListHtml(post, shareWords.ar), /aria-label="المشاركة على X \(تُفتح في نافذة جديدة\)"/);
});

test.run();
