import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Challenge } from 'altcha-lib';
import { encodeProof } from '../../src/server/captcha/proof.ts';
import { ADD_COMMENT } from '../../src/shared/api/add-comment.ts';
import { ENGINES, graphql, startTarget, type HostileTarget } from '../helpers/hostile.ts';
import { solve } from '../helpers/robot-check.ts';

/**
 * A proof of work spent elsewhere (docs/self-hosting.md "Proofs of work are bound"): one proof solved once could be spent on any
 * post. The server runs the real proof of work here (ROBOT_CHECK unset), at the lowest difficulty so the test
 * solves it at once, as a browser would with altcha's solver.
 */
const PROOF_OF_WORK = { ROBOT_CHECK: '', ROBOT_CHECK_DIFFICULTY: '10' };

async function solvedFor(target: HostileTarget, postID: string): Promise<string> {
  const response = await fetch(`${target.url}/comments/robot-check?postID=${postID}`);
  assert.is(response.status, 200);
  const challenge = (await response.json()) as Challenge & { signature: string };
  return encodeProof({ challenge, solution: await solve(challenge) });
}

const comment = (target: HostileTarget, postID: string, recaptcha: string, text: string) =>
  graphql(target, ADD_COMMENT, {
    postID,
    locale: 'en',
    comment: text,
    recaptcha,
    user: { name: 'Spender', email: null, website: null },
  });

for (const engine of ENGINES) {
  const test = suite(`a proof of work spent elsewhere (${engine})`);
  let target: HostileTarget;
  test.before(async () => {
    target = await startTarget(engine, PROOF_OF_WORK);
  });
  test.after(async () => {
    await target?.stop();
  });

  test('a proof solved for post 1 is refused on post 2, nothing stored; on post 1 it is good', async () => {
    const proof = await solvedFor(target, '1');
    const commentsBefore = (await target.store.readRows('comments')).length;
    const proofsBefore = (await target.store.readRows('robot_proofs')).length;
    const refused = await comment(target, '2', proof, 'Spent on the wrong post.');
    assert.is(refused.status, 200);
    assert.is(refused.body.data, null);
    assert.is(refused.body.errors![0]!.extensions?.code, 'VALIDATION');
    assert.equal((refused.body.errors![0]!.extensions as { validation?: unknown }).validation, {
      recaptcha: ['This anti-robot check was made for another page or connection. Please try again.'],
    });
    assert.is((await target.store.readRows('comments')).length, commentsBefore);
    assert.is((await target.store.readRows('robot_proofs')).length, proofsBefore);
    assert.not.ok((await target.store.readRows('comments')).some((row) => row.body === 'Spent on the wrong post.'));

    const spent = await comment(target, '1', proof, 'Spent where it was solved.');
    assert.not.ok(spent.body.errors);
    assert.is((await target.store.readRows('comments')).length, commentsBefore + 1);
  });

  test.run();
}
