import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ADD_COMMENT, ROOT_COMMENTS } from '../helpers/documents.ts';
import { CUTS, cutRequest, type Cut, type RawRequest } from '../helpers/cut-connections.ts';
import { ENGINES, startTarget, type HostileTarget } from '../helpers/hostile.ts';
import { allHeldComments } from '../../src/server/store/held-pages.ts';

const JSON_TYPE = 'application/json';
const FORM = 'application/x-www-form-urlencoded';
const readComments = JSON.stringify({ query: ROOT_COMMENTS, variables: { postID: '1', locale: 'en' } });
const writeComment = JSON.stringify({
  query: ADD_COMMENT,
  variables: { postID: '1', locale: 'en', comment: 'cut short', user: { name: 'Cutter', email: 'cut@example.org' } },
});

/** One request of every kind of route the server has: the API both ways, forms, popups, fragments, feeds, files, pages. */
const ROUTES: Record<string, RawRequest> = {
  'GraphQL POST': { method: 'POST', path: '/comments/graphql', type: JSON_TYPE, body: readComments },
  'GraphQL GET': {
    method: 'GET',
    path: `/comments/graphql?query=${encodeURIComponent(ROOT_COMMENTS)}&variables=${encodeURIComponent('{"postID":"1","locale":"en"}')}`,
  },
  // Refused (no comment): the form comes back filled in, a whole page to cut, and nothing to store.
  'plain form': {
    method: 'POST',
    path: '/comments/post',
    type: FORM,
    body: 'postID=1&locale=en&name=Cutter&email=&comment=&back=%2Fposts%2F1',
  },
  'sign-in popup': { method: 'GET', path: '/comments/en/fetch/user' },
  'sign-in popup POST': {
    method: 'POST',
    path: '/comments/en/fetch/user',
    type: FORM,
    body: 'email=nobody%40example.org&password=wrong',
  },
  fragment: { method: 'GET', path: '/comments/html?postID=1&locale=en' },
  feed: { method: 'GET', path: '/comments/feeds/blogs/1.atom' },
  'static widget': { method: 'GET', path: '/widgets/loader.js' },
  page: { method: 'GET', path: '/posts/1' },
};

/** A change sent whole would be stored, as it should be: for changes, only cuts that leave the request unfinished. */
const CHANGES: Record<string, RawRequest> = {
  'GraphQL POST mutation': { method: 'POST', path: '/comments/graphql', type: JSON_TYPE, body: writeComment },
  'plain form comment': {
    method: 'POST',
    path: '/comments/post',
    type: FORM,
    body: 'postID=1&locale=en&name=Cutter&email=&comment=cut+short&back=%2Fposts%2F1',
  },
};
const UNFINISHED: Cut[] = ['half headers', 'half body'];
const ROUNDS = 3;
const AT_ONCE = 4;

/** What each engine's server reports about itself after the cuts: it answers, it runs, it logged no failure. */
async function stillServing(target: HostileTarget) {
  const count = await fetch(`${target.url}/comments/count?postID=4&callback=c`);
  assert.is(count.status, 200);
  assert.is(await count.text(), 'c(2);');
  const page = await fetch(`${target.url}/posts/1`);
  assert.is(page.status, 200);
  assert.match(await page.text(), /Walking the old canal path/);
  assert.is(target.process.exitCode, null, 'the process is alive');
  assert.is(target.process.signalCode, null, 'the process is alive');
  assert.not.match(
    target.output(),
    /could not start|unknown state|nothing handled it|outside any request|"level":(50|60)/,
  );
}

for (const engine of ENGINES)
  test(`${engine}: hundreds of connections cut at every stage, on every kind of route, end no process and store nothing`, async () => {
    const target = await startTarget(engine, { LOG_LEVEL: 'warn' });
    try {
      const before = {
        visible: await target.store.countVisibleComments('1'),
        held: (await allHeldComments(target.store, { blogId: null })).length,
      };
      let sent = 0;
      const attacks: [RawRequest, Cut][] = [
        ...Object.values(ROUTES).flatMap((request) => CUTS.map((cut): [RawRequest, Cut] => [request, cut])),
        ...Object.values(CHANGES).flatMap((request) => UNFINISHED.map((cut): [RawRequest, Cut] => [request, cut])),
      ];
      for (const [request, cut] of attacks)
        for (let round = 0; round < ROUNDS; round++) {
          await Promise.all(Array.from({ length: AT_ONCE }, () => cutRequest(target.url, request, cut)));
          sent += AT_ONCE;
        }
      assert.ok(sent >= 500, `${sent} cut connections`);
      await stillServing(target);
      assert.is(await target.store.countVisibleComments('1'), before.visible, 'no comment from a cut request');
      assert.is(
        (await allHeldComments(target.store, { blogId: null })).length,
        before.held,
        'no held comment from a cut request',
      );
    } finally {
      await target.stop();
    }
  });

test.run();
