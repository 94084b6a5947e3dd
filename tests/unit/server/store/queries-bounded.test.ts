import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { createStandInVerifier } from '../../../../src/server/captcha/verifier.ts';
import { createGraphQLHandler } from '../../../../src/server/graphql/handle.ts';
import { createSchema } from '../../../../src/server/graphql/schema.ts';
import { createSqliteStore, migrate } from '../../../../src/server/store/sqlite.ts';
import type { Store } from '../../../../src/server/store/store.ts';
import { LOAD_MORE_COMMENTS, ROOT_COMMENTS } from '../../../helpers/documents.ts';
import { countedPostgres } from '../../../helpers/counted-postgres.ts';
import { testLog } from '../../../helpers/graphql.ts';
import { watchedSqlite } from '../../../helpers/watched-sqlite.ts';

// No N+1: a page of comments with their first replies costs the same few
// statements on a post of 500 threads as on a post of one, on both
// engines. Counted where the statements go out: better-sqlite3's
// statements, node-postgres's queries.

/** A database handle whose statements count each time they run. */
function countingSqlite() {
  const db = new Database(':memory:');
  let statements = 0;
  const counted = watchedSqlite(db, () => statements++);
  migrate(db);
  return { store: createSqliteStore(counted), statements: () => statements, close: async () => db.close() };
}

/** A PostgreSQL store whose round trips count (tests/helpers/counted-postgres.ts), on a fresh database. */
async function countingPostgres() {
  const counted = await countedPostgres();
  let statements = 0;
  return {
    store: counted.store,
    statements: () => (statements += counted.sent().length),
    close: counted.close,
  };
}

/** A blog with one post of `threads` threads, three replies each. */
async function post(store: Store, threads: number) {
  const blog = await store.createBlog({ name: 'B', url: '/' });
  const { id: postId } = await store.createPost({ blogId: blog.id, title: 'P' });
  for (let n = 0; n < threads; n++) {
    const thread = await store.addComment({
      postId,
      parentId: null,
      threadId: null,
      accountId: null,
      name: `W${n}`,
      email: null,
      website: null,
      body: `Thread ${n}`,
      isVisible: true,
    });
    for (let r = 0; r < 3; r++)
      await store.addComment({
        postId,
        parentId: thread.id,
        threadId: thread.id,
        accountId: null,
        name: `R${r}`,
        email: null,
        website: null,
        body: `Reply ${r}`,
        isVisible: true,
      });
  }
  return postId;
}

for (const [name, open] of [
  ['SQLite', async () => countingSqlite()],
  ['PostgreSQL', countingPostgres],
] as const)
  test(`${name}: a page of 10 threads with their first replies is 3 statements (the post with its blog, the threads, their replies), on a post of 1 thread as of 500`, async () => {
    const { store, statements, close } = await open();
    const run = createGraphQLHandler(createSchema(), { onInternalError: (error) => testLog.error(error) });
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const prepared = run({ query, variables });
      assert.ok(prepared.ok);
      const before = statements();
      const result = (await prepared.run({
        store,
        log: testLog,
        viewer: null,
        visitor: () => 'v',
        captcha: createStandInVerifier(),
        remoteIp: '127.0.0.1',
      })) as {
        data: { comments: { edges: { node: { replies: { edges: unknown[] } } }[]; pageInfo: { endCursor: string } } };
      };
      return { result, statements: statements() - before };
    };
    const small = await post(store, 1);
    const large = await post(store, 500);
    const one = await ask(ROOT_COMMENTS, { postID: small, locale: 'en' });
    const many = await ask(ROOT_COMMENTS, { postID: large, locale: 'en' });
    assert.is(many.result.data.comments.edges.length, 10);
    assert.ok(many.result.data.comments.edges.every((edge) => edge.node.replies.edges.length === 3));
    assert.is(one.statements, 3);
    assert.is(many.statements, 3);
    const next = await ask(LOAD_MORE_COMMENTS, {
      postID: large,
      locale: 'en',
      after: many.result.data.comments.pageInfo.endCursor,
    });
    assert.is(next.statements, 3);
    await close();
  });

test.run();
