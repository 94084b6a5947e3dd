import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRenderedKeeper, RENDERED_MS } from '../../../../src/server/routes/kept-renderers.ts';
import type { Renderers } from '../../../../src/server/routes/renderers.ts';

/** Renderers that say how many times each post was rendered, and render what `shown` holds for it now. */
function counted() {
  const shown = new Map<string, string>([
    ['1', 'one'],
    ['2', 'two'],
  ]);
  const renders: string[] = [];
  const renderers: Renderers = {
    async section(postId, locale, _heading, page) {
      renders.push(`section ${postId}`);
      const text = shown.get(postId);
      return text === undefined ? null : `${text} ${locale} ${page?.order ?? ''}`.trim();
    },
    async feedLink(postId) {
      renders.push(`feed ${postId}`);
      return shown.has(postId) ? `<link ${postId}>` : '';
    },
    count: async () => null,
    lastComments: async () => '',
  };
  return { shown, renders, renderers };
}

/** Asks for a post's section `times` times, as readers of a popular post would. */
const ask = async (render: Renderers, postId: string, times: number, order?: 'popular') => {
  let last: string | null = null;
  for (let n = 0; n < times; n++) last = await render.section(postId, 'en', undefined, order && { order });
  return last;
};

test('a section asked for again is sent as kept, until this server writes', async () => {
  const { shown, renders, renderers } = counted();
  const keeper = createRenderedKeeper();
  const render = keeper.keep(renderers);
  keeper.listener.watching();
  assert.is(await ask(render, '1', 4), 'one en');
  assert.is(renders.length, 2, 'rendered for the first two readers, kept from the second');
  assert.ok(render.isKept('1', 'en') === false, 'its feed link is not kept yet');
  shown.set('1', 'one, answered');
  assert.is(await ask(render, '1', 1), 'one en', 'what the database holds is not read while kept');
  keeper.written(false);
  assert.is(await ask(render, '1', 1), 'one en', 'a change about to run leaves what is kept');
  keeper.written(false);
  shown.set('1', 'one, refused');
  assert.is(await ask(render, '1', 1), 'one en');
  keeper.written(true);
  assert.is(await ask(render, '1', 1), 'one, refused en', 'a change that ran drops it at once');
});

test('nothing rendered while a change runs is kept', async () => {
  const { renderers } = counted();
  const keeper = createRenderedKeeper();
  let renders = 0;
  const render = keeper.keep({
    ...renderers,
    async section(...args) {
      renders++;
      const made = await renderers.section(...args);
      keeper.written(false);
      return made;
    },
  });
  keeper.listener.watching();
  await ask(render, '1', 4);
  assert.is(renders, 4, 'each render met a change about to run');
});

test('a change told for one post drops that post, and a change of any post drops all', async () => {
  const { shown, renders, renderers } = counted();
  const keeper = createRenderedKeeper();
  const render = keeper.keep(renderers);
  keeper.listener.watching();
  await ask(render, '1', 2);
  await ask(render, '2', 2);
  await ask(render, '2', 2, 'popular');
  shown.set('1', 'ONE');
  shown.set('2', 'TWO');
  keeper.listener.changed('2');
  assert.is(await ask(render, '1', 1), 'one en', 'the other post is kept');
  assert.is(await ask(render, '2', 1), 'TWO en');
  assert.is(await ask(render, '2', 1, 'popular'), 'TWO en popular', 'every order of the post is dropped');
  keeper.listener.changed(null);
  assert.is(await ask(render, '1', 1), 'ONE en');
  assert.equal(renders.filter((each) => each === 'section 1').length, 3);
});

test('nothing is kept or sent from what was while changes cannot be told', async () => {
  const { shown, renders, renderers } = counted();
  const keeper = createRenderedKeeper();
  const render = keeper.keep(renderers);
  await ask(render, '1', 3);
  assert.is(renders.length, 3, 'not before the store says it tells changes');
  keeper.listener.watching();
  await ask(render, '1', 3);
  assert.is(renders.length, 5);
  keeper.listener.lost();
  shown.set('1', 'changed untold');
  assert.is(await ask(render, '1', 1), 'changed untold en', 'what was kept is gone with the connection');
  assert.is(render.isKept('1', 'en'), false);
  await ask(render, '1', 3);
  assert.is(renders.length, 9);
});

test('a section rendered across a change is not kept, nor is an unknown post', async () => {
  const { renders, renderers } = counted();
  const keeper = createRenderedKeeper();
  const slow: Renderers = {
    ...renderers,
    async section(...args) {
      const made = await renderers.section(...args);
      keeper.listener.changed('1');
      return made;
    },
  };
  const render = keeper.keep(slow);
  keeper.listener.watching();
  await ask(render, '1', 4);
  assert.is(renders.length, 4, 'each render met a change, so none was kept');
  await ask(render, '9', 4);
  assert.is(renders.length, 8);
});

test('the feed link is kept beside its section, and kept at most RENDERED_MS', async () => {
  let now = 0;
  const { renders, renderers } = counted();
  const keeper = createRenderedKeeper({ now: () => now });
  const render = keeper.keep(renderers);
  keeper.listener.watching();
  for (let n = 0; n < 2; n++) {
    await render.section('1', 'fr');
    await render.feedLink('1', 'fr');
  }
  assert.ok(render.isKept('1', 'fr'));
  assert.ok(render.isKept('1', 'fr-FR'), 'a locale is the locale it resolves to');
  assert.not.ok(render.isKept('1', 'de'));
  now = RENDERED_MS + 1;
  assert.not.ok(render.isKept('1', 'fr'));
  await render.section('1', 'fr');
  assert.is(renders.length, 5);
});

test.run();
