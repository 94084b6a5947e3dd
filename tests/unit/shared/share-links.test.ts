import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_MASTODON, mastodonHost, shareLinks } from '../../../src/shared/share-links.ts';

const post = { url: 'https://blog.example/posts/7?ref=a&b=c', title: 'Tom & Jerry say "hi" — ça va? 東京' };
const byName = (links: ReturnType<typeof shareLinks>) =>
  Object.fromEntries(links.map((l) => [l.name ?? 'email', l.href]));
const param = (href: string, key: string) => new URL(href).searchParams.get(key);

test('quotes, ampersands and non-Latin text are encoded and read back intact', () => {
  const links = byName(shareLinks(post));
  assert.is(param(links.Facebook!, 'u'), post.url);
  assert.is(param(links.X!, 'url'), post.url);
  assert.is(param(links.X!, 'text'), post.title);
  assert.is(param(links.LinkedIn!, 'url'), post.url);
  assert.is(param(links.Bluesky!, 'text'), `${post.title} ${post.url}`);
  for (const href of Object.values(links)) {
    assert.not.match(href, /[" <>東]/, href);
    assert.not.match(href.split('?')[1]!, /&(?!(u|url|text|media|description|subject|body)=)/, href);
  }
});

test('exact addresses for a plain post', () => {
  assert.equal(byName(shareLinks({ url: 'https://b.example/p/1', title: 'Hello world' })), {
    Facebook: 'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fb.example%2Fp%2F1',
    X: 'https://x.com/intent/tweet?url=https%3A%2F%2Fb.example%2Fp%2F1&text=Hello%20world',
    LinkedIn: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fb.example%2Fp%2F1',
    Bluesky: 'https://bsky.app/intent/compose?text=Hello%20world%20https%3A%2F%2Fb.example%2Fp%2F1',
    Mastodon: 'https://mastodon.social/share?text=Hello%20world%20https%3A%2F%2Fb.example%2Fp%2F1',
    email: 'mailto:?subject=Hello%20world&body=https%3A%2F%2Fb.example%2Fp%2F1',
  });
});

test('email: spaces are %20 (not +), so mail apps show them as spaces', () => {
  const href = byName(shareLinks({ url: 'https://b.example/a b', title: 'a + b & c' })).email!;
  assert.is(href, 'mailto:?subject=a%20%2B%20b%20%26%20c&body=https%3A%2F%2Fb.example%2Fa%20b');
});

test('Pinterest only when the post has an image, with the image encoded', () => {
  assert.not.ok(shareLinks(post).some((l) => l.name === 'Pinterest'));
  const pin = shareLinks({ ...post, image: 'https://blog.example/img/été 1.jpg' }).find((l) => l.name === 'Pinterest')!;
  assert.is(param(pin.href, 'media'), 'https://blog.example/img/été 1.jpg');
  assert.is(param(pin.href, 'description'), post.title);
  assert.is(param(pin.href, 'url'), post.url);
});

test('order: the web targets, then email last', () => {
  assert.equal(
    shareLinks({ ...post, image: 'https://i.example/x.png' }).map((l) => l.name),
    ['Facebook', 'X', 'LinkedIn', 'Bluesky', 'Mastodon', 'Pinterest', null],
  );
});

test('Mastodon instance: configurable, scheme and slashes trimmed, anything odd falls back', () => {
  const mastodon = (instance: string) => byName(shareLinks({ ...post, mastodon: instance })).Mastodon!;
  assert.ok(mastodon('toot.example').startsWith('https://toot.example/share?text='));
  assert.ok(mastodon('https://toot.example/').startsWith('https://toot.example/share?text='));
  assert.is(mastodonHost('social.example:8443'), 'social.example:8443');
  for (const bad of [
    '',
    'evil.example/phish?x=',
    'toot.example//',
    'a.example"><script>',
    'javascript:alert(1)',
    'a b.example',
  ])
    assert.is(mastodonHost(bad), DEFAULT_MASTODON, bad);
});

test.run();
