import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createGraphQLHandler } from '../../../../src/server/graphql/handle.ts';
import { createSchema } from '../../../../src/server/graphql/schema.ts';
import { createStandInVerifier } from '../../../../src/server/captcha/verifier.ts';
import { ROOT_COMMENTS } from '../../../helpers/documents.ts';
import { resolverHarness, testLog } from '../../../helpers/graphql.ts';

const prepare = createGraphQLHandler(createSchema(), { onInternalError: (error) => testLog.error(error) });
const refused = (body: unknown) => {
  const result = prepare(body);
  assert.not.ok(result.ok);
  return result as unknown as {
    status: number;
    result: { errors: { message: string; extensions?: { code?: string } }[] };
  };
};

test('bodies that are not {query, variables, operationName} are 400s', () => {
  for (const body of [
    null,
    [],
    'query',
    {},
    { query: '' },
    { query: 1 },
    { query: '{ viewer { name } }', variables: [] },
    { query: '{ viewer { name } }', operationName: 3 },
  ])
    assert.is(refused(body).status, 400, JSON.stringify(body));
});

test('documents that do not parse or validate are 400s with graphql’s message', () => {
  assert.match(refused({ query: '{ viewer { ' }).result.errors[0]!.message, /Syntax Error/);
  assert.match(refused({ query: '{ nothing }' }).result.errors[0]!.message, /Cannot query field "nothing"/);
  assert.match(
    refused({ query: 'query Q($p: Int!) { comments(postID: $p, locale: en) { pageInfo { hasNextPage } } }' }).result
      .errors[0]!.message,
    /Variable "\$p" of type "Int!"/,
  );
});

test('several operations need operationName, and it must name one', () => {
  const query = 'query A { viewer { name } } query B { viewer { email } }';
  assert.match(refused({ query }).result.errors[0]!.message, /Name the operation/);
  assert.match(refused({ query, operationName: 'C' }).result.errors[0]!.message, /No operation named "C"/);
  const ok = prepare({ query, operationName: 'B' });
  assert.ok(ok.ok && ok.kind === 'query');
});

test('too deep, too costly and too long documents are refused before running', () => {
  const deep =
    '{ comments(postID: "1", locale: en) { edges { node { replies { edges { node { replies { edges { node { replies { edges { node { id } } } } } } } } } } } } }';
  assert.is(refused({ query: deep }).result.errors[0]!.extensions!.code, 'QUERY_TOO_DEEP');
  const aliases = Array.from(
    { length: 12 },
    (_, i) =>
      `a${i}: comments(postID: "1", locale: en) { edges { node { id replies { edges { node { id date comment } } } } } }`,
  ).join(' ');
  assert.is(refused({ query: `{ ${aliases} }` }).result.errors[0]!.extensions!.code, 'QUERY_TOO_COSTLY');
  assert.match(
    refused({ query: `{ ${'viewer { name } '.repeat(600)} }` }).result.errors[0]!.message,
    /more that 2000 tokens/,
  );
});

test('more than 10 previews in one document are refused before any is drawn; 10 are prepared', () => {
  const previews = (count: number) => ({
    query: `query($c: String!) { ${Array.from({ length: count }, (_, i) => `p${i}: commentPreview(comment: $c, locale: en)`).join(' ')} }`,
    variables: { c: 'text' },
  });
  const eleven = refused(previews(11));
  assert.is(eleven.status, 400);
  assert.equal(eleven.result.errors[0]!.extensions, { code: 'QUERY_TOO_COSTLY' });
  assert.is(eleven.result.errors[0]!.message, 'The query asks for 11 previews; the limit is 10 in one request.');
  const ten = prepare(previews(10));
  assert.ok(ten.ok && ten.size.expensive === 10);
});

test('a prepared operation says what it spends: its mutation fields, its previews, its cost', () => {
  const mutation = prepare({
    query:
      'mutation { a: cancelLike(commentID: "1", locale: en) { id } b: cancelLike(commentID: "2", locale: en) { id } }',
  });
  assert.ok(mutation.ok);
  assert.equal(mutation.size, { depth: 2, cost: 4, topFields: 2, expensive: 0 });
});

test('mutations are told apart from queries, so the adapter can guard them', () => {
  const mutation = prepare({ query: 'mutation M { cancelLike(commentID: "1", locale: en) { id } }' });
  assert.ok(mutation.ok && mutation.kind === 'mutation');
});

test('a document sent again runs compiled, and answers exactly as its first, interpreted run did, to the byte of the JSON sent: data, refusals and masked failures', async () => {
  const { store } = await resolverHarness();
  const failing = {
    ...store,
    listComments: () => Promise.reject(new Error('SQLITE_CORRUPT: secret table name')),
  } as typeof store;
  const context = (over: typeof store) => ({
    store: over,
    log: testLog,
    viewer: null,
    visitor: () => 'v',
    captcha: createStandInVerifier(),
    remoteIp: '127.0.0.1',
  });
  const handler = createGraphQLHandler(createSchema(), { onInternalError: () => {} });
  const runs = async (variables: Record<string, unknown>, over = store) => {
    const answers = [];
    for (let n = 0; n < 3; n++) {
      const prepared = handler({ query: ROOT_COMMENTS, variables });
      assert.ok(prepared.ok);
      answers.push(prepared.toJson(await prepared.run(context(over))));
    }
    return answers;
  };
  for (const [variables, over] of [
    [{ postID: '1', locale: 'en' }, store],
    [{ postID: '999', locale: 'fr' }, store],
    [{ postID: '1', locale: 'en' }, failing],
  ] as const) {
    const [first, second, third] = await runs(variables, over);
    assert.is(second, first, JSON.stringify(variables));
    assert.is(third, first);
  }
  const [page] = await runs({ postID: '1', locale: 'en' });
  assert.ok(JSON.parse(page!).data.comments.edges.length > 0);
  const [notFound] = await runs({ postID: '999', locale: 'en' });
  assert.is(JSON.parse(notFound!).errors[0].extensions.code, 'NOT_FOUND');
  const [masked] = await runs({ postID: '1', locale: 'en' }, failing);
  assert.is(JSON.parse(masked!).errors[0].extensions.code, 'INTERNAL_SERVER_ERROR');
  assert.not.match(masked!, /SQLITE|secret/);
});

test.run();
