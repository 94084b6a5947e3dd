import { request as httpRequest } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ENGINES, graphql, startTarget, type HostileTarget } from '../helpers/hostile.ts';
import { ROOT_COMMENTS } from '../helpers/documents.ts';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { allHeldComments } from '../../src/server/store/held-pages.ts';

// What one request and one address may spend (docs/self-hosting.md "What one request and one address may spend"):
// aliases once turned one request under the limit on changes into some 90 comments, 150 previews held the
// thread for seconds, and reads were never limited at all.

/** Comments on post 1 that anyone can see, and those held for a moderator: everything addComment may have stored. */
const storedComments = async (target: HostileTarget) =>
  ((await target.store.countVisibleComments('1')) ?? 0) +
  (await allHeldComments(target.store, { blogId: null })).length;

const aliased = (count: number, field: (n: number) => string, operation = 'mutation') =>
  `${operation} { ${Array.from({ length: count }, (_, n) => `f${n}: ${field(n)}`).join(' ')} }`;

/** As many addComment as the bound on a document's tokens (2000) lets one request carry. */
const FLOOD = 85;

/** The attack as sent: one set of variables, the field repeated under aliases (the document's tokens are bounded). */
const COMMENTS = (count: number) => ({
  query: aliased(count, () => 'addComment(postID:$p,locale:en,comment:$c,user:$u){id}').replace(
    'mutation',
    'mutation($p:ID!,$c:String!,$u:CommentUserInput!)',
  ),
  variables: { p: '1', c: 'flood', u: { name: 'Flood', email: 'flood@example.com' } },
});

/** Previews of one long draft, `count` times over: each one parses and draws all of it. */
const PREVIEWS = (
  count: number,
  draft = 'a **preview** of _a long_ draft, `quoted` > and [linked](https://example.org) ',
) => ({
  query: aliased(count, () => 'commentPreview(comment:$c,locale:en)', 'query($c:String!)'),
  variables: { c: draft.repeat(Math.floor(4900 / draft.length)) },
});

const refusedWith = (
  answer: Awaited<ReturnType<typeof graphql>>,
  status: number,
  code: string,
  message: RegExp,
  what: string,
) => {
  assert.is(answer.status, status, `${what}: status`);
  assert.is(answer.body.data, undefined, `${what}: nothing ran`);
  assert.is(answer.body.errors?.[0]?.extensions?.code, code, `${what}: code`);
  assert.match(answer.body.errors?.[0]?.message ?? '', message, `${what}: message`);
};

for (const engine of ENGINES) {
  test(`${engine}: 85 aliased addComment in one request spend 85 changes, not one: refused whole, nothing stored`, async () => {
    const target = await startTarget(engine, {
      RATE_LIMIT_MUTATIONS: '3',
      DEMO_MODERATION: 'off',
      DEMO_CAPTCHA: 'off',
    });
    try {
      const before = await storedComments(target);
      const flood = await graphql(target, COMMENTS(FLOOD).query, COMMENTS(FLOOD).variables);
      refusedWith(
        flood,
        429,
        'RATE_LIMITED',
        /^Too many changes from here\. Please try again in \d+ (seconds?|minute)\.$/,
        'the flood',
      );
      assert.is(await storedComments(target), before, 'not one of the comments was stored');
      // Three changes in one request fit the limit of three a minute; the spent window then refuses the next.
      const three = await startTarget(engine, {
        RATE_LIMIT_MUTATIONS: '3',
        DEMO_MODERATION: 'off',
        DEMO_CAPTCHA: 'off',
      });
      try {
        const before3 = await storedComments(three);
        const fits = await graphql(three, COMMENTS(3).query, COMMENTS(3).variables);
        assert.is(fits.status, 200, JSON.stringify(fits.body.errors));
        assert.is(await storedComments(three), before3 + 3);
        refusedWith(
          await graphql(three, COMMENTS(1).query, COMMENTS(1).variables),
          429,
          'RATE_LIMITED',
          /Too many changes/,
          'one more',
        );
        assert.is(await storedComments(three), before3 + 3, 'at most 3 comments in the minute');
      } finally {
        await three.stop();
      }
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: aliased votes on many comments in one request are refused whole, no vote counted`, async () => {
    const target = await startTarget(engine, { RATE_LIMIT_MUTATIONS: '3' });
    try {
      const page = await target.store.listComments('1', { after: null, limit: 10 });
      const ids = page.items.map((comment) => comment.id);
      assert.ok(ids.length >= 5, 'post 1 has comments to vote on');
      const likesOf = async () => Promise.all(ids.map(async (id) => (await target.store.getComment(id))!.likes));
      const before = await likesOf();
      const dislikesBefore = page.items.map((comment) => comment.dislikes);
      const flood = await graphql(
        target,
        aliased(ids.length, (n) => `likeComment(commentID: "${ids[n]}", locale: en) { id likes }`),
      );
      refusedWith(flood, 429, 'RATE_LIMITED', /Too many changes/, 'the votes');
      assert.equal(await likesOf(), before, 'no like was counted');
      // Fragments are no way around the count either.
      const viaFragment = await graphql(
        target,
        `mutation { ...Votes } fragment Votes on Mutation { ${ids
          .slice(0, 4)
          .map((id, n) => `v${n}: dislikeComment(commentID: "${id}", locale: en) { id }`)
          .join(' ')} }`,
      );
      refusedWith(viaFragment, 429, 'RATE_LIMITED', /Too many changes/, 'votes through a fragment');
      assert.equal(
        await Promise.all(ids.map(async (id) => (await target.store.getComment(id))!.dislikes)),
        dislikesBefore,
        'no dislike was counted',
      );
    } finally {
      await target.stop();
    }
  });
}

/** The sign-in popup's form, posted as a browser on the server's own page sends it. */
const signIn = (target: HostileTarget, email: string, password: string) =>
  fetch(`${target.url}/comments/en/fetch/user`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: target.url },
    body: new URLSearchParams({ email, password }).toString(),
  });

for (const engine of ENGINES) {
  test(`${engine}: guesses at one account are stopped by the account's own limit, long before the address's`, async () => {
    const target = await startTarget(engine, { RATE_LIMIT_MUTATIONS: '60', RATE_LIMIT_SIGN_IN_ACCOUNT: '5' });
    try {
      const sessions = async () => (await target.store.readRows('sessions')).length;
      const before = await sessions();
      for (let n = 0; n < 5; n++)
        assert.is((await signIn(target, DEMO_ACCOUNTS.reader.email, `guess-${n}`)).status, 401, `guess ${n}`);
      // The sixth, in another case and with the right password: refused all the same, the form kept filled in.
      const email = DEMO_ACCOUNTS.reader.email.toUpperCase();
      const limited = await signIn(target, email, DEMO_ACCOUNTS.reader.password);
      assert.is(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 60, 'told to come back when the account’s window ends');
      assert.is(limited.headers.get('set-cookie'), null);
      const page = await limited.text();
      assert.match(page, /Too many attempts/);
      assert.ok(page.includes(`value="${email}"`), 'the e-mail typed is in the form again');
      assert.is(await sessions(), before, 'no session was made');
      // An e-mail no account has is throttled the same way: the refusal tells no one which accounts exist.
      for (let n = 0; n < 5; n++) assert.is((await signIn(target, 'nobody@example.com', 'guess')).status, 401);
      assert.is((await signIn(target, 'nobody@example.com', 'guess')).status, 429);
      // Twelve attempts from this address, far below its 60: another account still signs in.
      const other = await signIn(target, DEMO_ACCOUNTS.author.email, DEMO_ACCOUNTS.author.password);
      assert.is(other.status, 303);
      assert.is(await sessions(), before + 1);
    } finally {
      await target.stop();
    }
  });
}

let target: HostileTarget;
test.before(async () => {
  target = await startTarget('sqlite', { RATE_LIMIT_PREVIEWS: '15', RATE_LIMIT_READ_COST: '20000' });
});
test.after(async () => {
  await target.stop();
});

/** `count` previews of a draft of about 4,900 characters, a different one for each `variant`. */
const previews = (count: number, variant = 0) => {
  const { query, variables } = PREVIEWS(count);
  return graphql(target, query, { c: `${variant} ${variables.c}` });
};
/**
 * A request from another address on loopback (the server listens on 127.0.0.1 and, without TRUST_PROXY,
 * counts the peer's address): a second reader. A body makes it the API's POST.
 */
function requestFrom(localAddress: string, path: string, body?: unknown) {
  const url = new URL(path, target.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: body === undefined ? 'GET' : 'POST',
        localAddress,
        headers: body === undefined ? {} : { 'content-type': 'application/json', origin: target.url },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, text }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

test('150 aliased previews are refused at once, before any runs', async () => {
  const answer = await previews(150);
  refusedWith(
    answer,
    400,
    'QUERY_TOO_COSTLY',
    /^The query asks for 150 previews; the limit is 10 in one request\.$/,
    '150',
  );
});

test('11 previews in one request are refused, 10 are drawn', async () => {
  refusedWith(await previews(11), 400, 'QUERY_TOO_COSTLY', /asks for 11 previews/, '11');
  const ten = await previews(10, 100);
  assert.is(ten.status, 200, JSON.stringify(ten.body.errors));
  assert.is(Object.keys(ten.body.data ?? {}).length, 10);
});

test('previews past the address’s rate get 429 with Retry-After', async () => {
  // The 10 above spent 10 of the 15; five more fit, the sixth is refused.
  for (let n = 0; n < 5; n++) assert.is((await previews(1, 200 + n)).status, 200, `preview ${n}`);
  const response = await fetch(`${target.url}/comments/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: target.url },
    body: JSON.stringify(PREVIEWS(1)),
  });
  assert.is(response.status, 429);
  assert.ok(Number(response.headers.get('retry-after')) >= 1, 'Retry-After');
  assert.is(response.headers.get('cache-control'), 'no-store');
  const body = (await response.json()) as {
    data?: unknown;
    errors: { message: string; extensions: { code: string } }[];
  };
  assert.is(body.data, undefined);
  assert.is(body.errors[0]!.extensions.code, 'RATE_LIMITED');
  assert.match(body.errors[0]!.message, /^Too many previews from here\. Please try again in \d+ (seconds?|minute)\.$/);
});

test('a read flood from one address meets its budget (the API by POST and GET, the section fragment) while another address is still served', async () => {
  // Each page of comments a different post or order: nothing here is answered from the cache.
  const variables = (n: number) => ({ postID: String((n % 5) + 1), locale: ['en', 'fr', 'de', 'es', 'it'][n % 5] });
  let refused: Awaited<ReturnType<typeof graphql>> | null = null;
  let served = 0;
  for (let n = 0; n < 40 && !refused; n++) {
    const answer = await graphql(target, `${ROOT_COMMENTS} # ${n}`, variables(n));
    if (answer.status === 200) served += 1;
    else refused = answer;
  }
  assert.ok(refused, 'a flood of 40 pages was refused somewhere');
  assert.ok(served >= 5, `a few pages were served first (${served})`);
  refusedWith(
    refused!,
    429,
    'RATE_LIMITED',
    /^This address has read too much in the last minute; try again in \d+ s\.$/,
    'POST',
  );
  const get = await fetch(
    `${target.url}/comments/graphql?${new URLSearchParams({ query: `${ROOT_COMMENTS} # get`, variables: JSON.stringify(variables(1)) })}`,
  );
  assert.is(get.status, 429, 'the GET path spends the same budget');
  assert.ok(Number(get.headers.get('retry-after')) >= 1);
  assert.is(get.headers.get('cache-control'), 'no-store', 'a CDN never keeps the refusal');
  // The server-rendered section runs the same reads, so it spends from the same budget.
  const section = await fetch(`${target.url}/comments/html?postID=3&locale=en`);
  assert.is(section.status, 429, 'the section fragment spends the same budget');
  assert.ok(Number(section.headers.get('retry-after')) >= 1);
  assert.is(section.headers.get('cache-control'), 'no-store');
  assert.match(await section.text(), /^This address has read too much in the last minute; try again in \d+ s\.\n$/);
  // Another address is served as before, through the API and as a fragment.
  const other = await requestFrom('127.0.0.2', '/comments/graphql', {
    query: `${ROOT_COMMENTS} # other`,
    variables: variables(2),
  });
  assert.is(other.status, 200, other.text);
  assert.ok(JSON.parse(other.text).data.comments, 'the other address reads its page');
  const otherSection = await requestFrom('127.0.0.2', '/comments/html?postID=3&locale=en');
  assert.is(otherSection.status, 200);
  assert.match(otherSection.text, /<section/);
});

test.run();
