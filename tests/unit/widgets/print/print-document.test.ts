import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { printDocument, type PrintPost } from '../../../../src/widgets/print/print-document.ts';

const post: PrintPost = {
  lang: 'fr',
  dir: '',
  title: 'Pain & "levain" <à> 1 800 m',
  logo: { src: 'https://blog.example/logo.png', alt: 'Le blog' },
  sections: [
    { kind: 'text', text: 'Premier paragraphe.\nMême paragraphe.\n\nSecond <paragraphe>.' },
    { kind: 'html', html: '<p>Du <em>vrai</em> HTML</p>' },
    {
      kind: 'images',
      images: [
        { src: 'https://blog.example/a.jpg', alt: 'La "miche"' },
        { src: '/b.jpg', alt: '' },
      ],
    },
    { kind: 'quote', text: 'Le pain, c’est la vie.' },
  ],
};

const body = (html: string) => html.slice(html.indexOf('<body>'));

test('a whole document in the post’s language, titled by the post', () => {
  const html = printDocument(post);
  assert.ok(
    html.startsWith(
      '<!doctype html><html lang="fr" dir=""><head><title>Pain &amp; &quot;levain&quot; &lt;à&gt; 1 800 m</title>',
    ),
  );
});

test('a post on a page written right to left prints right to left', () => {
  assert.ok(printDocument({ ...post, lang: 'ar', dir: 'rtl' }).startsWith('<!doctype html><html lang="ar" dir="rtl">'));
});

test('logo, then the title, then each section in order', () => {
  assert.is(
    body(printDocument(post)),
    '<body><p class=logo><img src="https://blog.example/logo.png" alt="Le blog">' +
      '<h1>Pain &amp; &quot;levain&quot; &lt;à&gt; 1 800 m</h1>' +
      '<p>Premier paragraphe.<br>Même paragraphe.</p><p>Second &lt;paragraphe&gt;.</p>' +
      '<div><p>Du <em>vrai</em> HTML</p></div>' +
      '<figure><img src="https://blog.example/a.jpg" alt="La &quot;miche&quot;"></figure><figure><img src="/b.jpg" alt=""></figure>' +
      '<blockquote><p>Le pain, c’est la vie.</p></blockquote></body></html>',
  );
});

test('no logo, no sections: just the title', () => {
  assert.is(
    body(printDocument({ lang: 'en', dir: '', title: 'T', logo: null, sections: [] })),
    '<body><h1>T</h1></body></html>',
  );
});

test('the print stylesheet: A4 page, images fit, widgets and navigation never print', () => {
  const css = /<style>(.*)<\/style>/.exec(printDocument(post))![1]!;
  assert.match(css, /@page\{size:A4/);
  assert.match(css, /img\{max-width:100%/);
  assert.match(css, /nav,form,button,iframe,\[data-porchlight\]\{display:none\}/);
});

test.run();
