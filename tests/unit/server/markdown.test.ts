import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BODY_TAGS, bodyText, isWebAddress, type BodyNode } from '../../../src/shared/comments/body.ts';
import { bodyOf, formatComment, plainBody } from '../../../src/server/markdown.ts';
import { passToken, resolverHarness } from '../../helpers/graphql.ts';

// The formatting subset (docs/embedding.md "Formatting"): Markdown parsed once when a
// comment is written or edited, into an allowlisted structure; everything
// outside the subset stays the text it was typed as.

test('the subset: paragraphs, line breaks, emphasis, strong, inline code, code blocks, quotes, lists, links', () => {
  assert.equal(formatComment('Hello *you* and **all**, `x < y`\nnext line\n\nSecond'), [
    ['p', 'Hello ', ['em', 'you'], ' and ', ['strong', 'all'], ', ', ['code', 'x < y'], ['br'], 'next line'],
    ['p', 'Second'],
  ]);
  assert.equal(formatComment('> quoted\n> twice\n\n- one\n- two\n\n3. three\n4. four'), [
    ['blockquote', ['p', 'quoted', ['br'], 'twice']],
    ['ul', ['li', 'one'], ['li', 'two']],
    ['ol', { start: 3 }, ['li', 'three'], ['li', 'four']],
  ]);
  assert.equal(formatComment('```js\nif (a < b) {\n  go();\n}\n```\n\n    indented'), [
    ['pre', ['code', 'if (a < b) {\n  go();\n}']],
    ['pre', ['code', 'indented']],
  ]);
  assert.equal(
    formatComment('[the post](https://example.com/a?b=1 "title") or <https://example.org> or https://example.net/x.'),
    [
      [
        'p',
        ['a', { href: 'https://example.com/a?b=1' }, 'the post'],
        ' or ',
        ['a', { href: 'https://example.org' }, 'https://example.org'],
        ' or ',
        ['a', { href: 'https://example.net/x' }, 'https://example.net/x'],
        '.',
      ],
    ],
  );
});

test('outside the subset, text stays text: headings, images, tables, rules, raw HTML, entities, escapes', () => {
  assert.equal(formatComment('# Not a heading'), [['p', '# Not a heading']]);
  assert.equal(formatComment('<script>alert(1)</script> <img src=x onerror=alert(1)>'), [
    ['p', '<script>alert(1)</script> <img src=x onerror=alert(1)>'],
  ]);
  assert.equal(formatComment('| a | b |\n|---|---|'), [['p', '| a | b |', ['br'], '|---|---|']]);
  assert.equal(
    formatComment('&lt;b&gt; &amp; &copy; \\*not emphasis\\*'),
    [['p', '&lt;b&gt; &amp; &copy; *not emphasis*']],
    'entities as typed; a backslash still escapes',
  );
  // An image is its alternative text, linked where its address is on the web.
  assert.equal(formatComment('![a cat](https://example.com/cat.png)'), [
    ['p', '!', ['a', { href: 'https://example.com/cat.png' }, 'a cat']],
  ]);
  // Only link definitions: nothing would be drawn, so the text is shown as typed.
  assert.equal(formatComment('[x]: https://example.com'), [['p', '[x]: https://example.com']]);
});

test('links go to the web only: javascript:, data:, vbscript:, mailto: and relative links stay their words', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>hi</b>',
    'vbscript:msgbox(1)',
    'mailto:a@example.com',
    '/relative',
    '//example.com/x',
    'file:///etc/passwd',
  ]) {
    const body = formatComment(`[click](${href}) <${href}>`);
    assert.not.ok(JSON.stringify(body).includes('"href"'), `${href}: ${JSON.stringify(body)}`);
  }
  // A link inside a link: HTML cannot hold it (a browser would split it), so the inner one stays its words.
  assert.equal(formatComment('[a <https://b.example> c](https://d.example)'), [
    ['p', ['a', { href: 'https://d.example' }, 'a https://b.example c']],
  ]);
  // A link with no words would be a link with no name: its blank stays text.
  assert.equal(formatComment('see [ ](https://a.example) here'), [['p', 'see   here']]);
  // Bare words that look like addresses are not links without their scheme.
  assert.equal(formatComment('see node.js or ada@example.com'), [['p', 'see node.js or ada@example.com']]);
});

/** Every element of a body, with its depth. */
function* elements(nodes: BodyNode[], depth = 1): Generator<{ node: Exclude<BodyNode, string>; depth: number }> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    yield { node, depth };
    yield* elements(
      node.slice(1).filter((child): child is BodyNode => typeof child === 'string' || Array.isArray(child)),
      depth + 1,
    );
  }
}

test('whatever is typed, only allowlisted tags, web links and bounded depth come out (a seeded fuzz of Markdown’s characters)', () => {
  const pieces = [
    '*',
    '**',
    '_',
    '`',
    '```\n',
    '> ',
    '- ',
    '1. ',
    '\n',
    '\n\n',
    '[',
    '](',
    ')',
    '<',
    '>',
    'https://x.example/',
    'javascript:',
    'text',
    ' ',
    '<b>',
    '&amp;',
    '\\',
    '    ',
    '#',
    '!',
    '"',
    "'",
    '<script>',
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i++) {
    const text = Array.from(
      { length: 1 + Math.floor(random() * 40) },
      () => pieces[Math.floor(random() * pieces.length)],
    ).join('');
    const body = formatComment(text);
    for (const { node, depth } of elements(body)) {
      assert.ok((BODY_TAGS as readonly string[]).includes(node[0]), `${JSON.stringify(text)}: ${node[0]}`);
      const attributes = node.slice(1).filter((item) => typeof item === 'object' && !Array.isArray(item)) as Record<
        string,
        unknown
      >[];
      assert.ok(
        attributes.length <= 1 && (attributes.length === 0 || typeof node[1] === 'object'),
        'attributes only second',
      );
      for (const attribute of attributes) {
        if (node[0] === 'a') assert.equal(Object.keys(attribute), ['href'], JSON.stringify(text));
        else if (node[0] === 'ol') assert.equal(Object.keys(attribute), ['start']);
        else assert.unreachable(`${node[0]} carries ${JSON.stringify(attribute)}`);
      }
      if (node[0] === 'a') {
        assert.ok(isWebAddress(node[1] && (node[1] as { href: string }).href), JSON.stringify(text));
        assert.not.ok(JSON.stringify(node.slice(2)).includes('["a"'), `no link inside a link: ${JSON.stringify(text)}`);
        assert.ok(bodyText(node.slice(2) as BodyNode[]).trim() !== '', `a link has words: ${JSON.stringify(text)}`);
      }
      assert.ok(depth <= 25, `depth ${depth}`);
    }
  }
});

test('past the parser’s nesting limit, where it would drop the rest, the whole text is shown as typed: nothing written is lost', () => {
  for (const text of [
    `hello\n\n${'>'.repeat(500)} deep`,
    `hello\n\n${'- '.repeat(100)}deep`,
    `${'> - '.repeat(30)}deep`,
  ]) {
    const body = formatComment(text);
    assert.equal(body, plainBody(text), JSON.stringify(body).slice(0, 200));
    assert.match(bodyText(body), /deep$/);
  }
  // Well inside the limit, it is formatted.
  assert.equal(formatComment('> > > three deep'), [
    ['blockquote', ['blockquote', ['blockquote', ['p', 'three deep']]]],
  ]);
});

test('a stored body that is not a list of nodes (a row no parse of ours wrote) is drawn as typed', () => {
  assert.equal(bodyOf({ body: 'as *typed*', bodyTree: '{not json' }), [['p', 'as *typed*']]);
  assert.equal(bodyOf({ body: 'as typed', bodyTree: '{"p": 1}' }), [['p', 'as typed']]);
  assert.equal(bodyOf({ body: 'x', bodyTree: '[["em","x"]]' }), [['em', 'x']]);
  assert.equal(bodyOf({ body: 'x', bodyTree: null }), [['p', 'x']]);
});

test('text drawn as typed (comments from before, imports): one paragraph, its lines broken', () => {
  assert.equal(plainBody('a *b*\n\nc'), [['p', 'a *b*', ['br'], ['br'], 'c']]);
  assert.equal(plainBody(''), []);
});

const ADD = `mutation A($comment: String!, $recaptcha: String) {
  addComment(postID: "3", locale: en, comment: $comment, recaptcha: $recaptcha, user: { name: "Wren" }) { id comment body editKey }
}`;
const EDIT = `mutation E($id: ID!, $comment: String!, $key: String) { editComment(commentID: $id, locale: en, comment: $comment, editKey: $key) { comment body } }`;
const READ = `query R { comments(postID: "3", locale: en) { edges { node { id comment body } } } }`;
const PREVIEW = `query P($comment: String!) { commentPreview(comment: $comment, locale: en) }`;

test('through the API: parsed once when written or edited and stored; a read draws what was stored; `comment` stays the escaped text', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const added = (await h.run(ADD, { comment: 'Some *Markdown* <b>', recaptcha: await passToken() })).data!
    .addComment as Record<string, unknown>;
  assert.is(added.comment, 'Some *Markdown* &lt;b&gt;', 'the spec’s field: the text as typed, escaped');
  assert.equal(added.body, [['p', 'Some ', ['em', 'Markdown'], ' <b>']]);
  const id = added.id as string;
  assert.is(
    h.db.prepare('SELECT body_tree FROM comments WHERE id = ?').pluck().get(id),
    JSON.stringify(added.body),
    'stored as parsed',
  );
  // A read never parses: what is stored is what is drawn.
  h.db.prepare('UPDATE comments SET body_tree = ? WHERE id = ?').run(JSON.stringify([['p', 'as stored']]), id);
  const read = (await h.run(READ)).data!.comments as { edges: { node: { id: string; body: unknown } }[] };
  assert.equal(read.edges.find((e) => e.node.id === id)!.node.body, [['p', 'as stored']]);
  // Comments from before formatting are drawn as typed.
  h.db.prepare('UPDATE comments SET body_tree = NULL WHERE id = ?').run(id);
  const legacy = (await h.run(READ)).data!.comments as { edges: { node: { id: string; body: unknown } }[] };
  assert.equal(legacy.edges.find((e) => e.node.id === id)!.node.body, [['p', 'Some *Markdown* <b>']]);
  // An edit parses again.
  const edited = (await h.run(EDIT, { id, comment: '- now\n- a list', key: added.editKey })).data!
    .editComment as Record<string, unknown>;
  assert.equal(edited.body, [['ul', ['li', 'now'], ['li', 'a list']]]);
  assert.is(h.db.prepare('SELECT body_tree FROM comments WHERE id = ?').pluck().get(id), JSON.stringify(edited.body));
});

test('last comments give a comment’s words on one line, its Markdown marks gone; `comment` stays the text as typed', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  await h.run(ADD, {
    comment: '**Bold** start\n\n- one\n- two\n\n> quoted [link](https://example.com)',
    recaptcha: await passToken(),
  });
  const last = (await h.run('{ lastComments(blogID: "1", locale: en) { comment text } }')).data!.lastComments as {
    comment: string;
    text: string;
  }[];
  assert.equal(last[0], {
    comment: '**Bold** start<br><br>- one<br>- two<br><br>&gt; quoted [link](https://example.com)',
    text: 'Bold start one two quoted link',
  });
});

test('the preview: what would be drawn, nothing stored; past the limit refused as addComment would', async () => {
  const h = await resolverHarness({ moderation: 'off' });
  const before = h.count('SELECT count(*) AS n FROM comments');
  const preview = await h.run(PREVIEW, { comment: '  **bold** [x](javascript:alert(1))  ' });
  assert.equal(preview.data!.commentPreview, [['p', ['strong', 'bold'], ' [x](javascript:alert(1))']]);
  assert.equal((await h.run(PREVIEW, { comment: '   ' })).data!.commentPreview, []);
  const long = await h.run(PREVIEW, { comment: 'x'.repeat(5001) });
  assert.is((long.errors![0] as unknown as { extensions: { code: string } }).extensions.code, 'VALIDATION');
  assert.is(h.count('SELECT count(*) AS n FROM comments'), before);
});

test.run();
