import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEMO_ACCOUNTS } from '../../src/demo/seed.ts';
import { ENGINES, graphql, startTarget, type HostileTarget, signIn } from '../helpers/hostile.ts';

// The test's client plays the proxy's peer: the proxy appends the address it saw (the right-most entry);
// whatever is left of it, the client wrote.
const LIMIT = 3;
const ATTEMPTS = 8;
const ADD = `mutation($comment: String!) {
  addComment(postID: "1", locale: en, comment: $comment, user: { name: "Forger" }) { id isVisible }
}`;
const BLOCK = `mutation($id: ID!) { blockWriter(commentID: $id, locale: en, by: address, days: 30) { until } }`;

/** A different forged entry each time, as a client rotating addresses would write it. */
const forged = (i: number) => `198.51.100.${i + 1}`;

const viaProxy = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor });

/** What the attempts stored: the comments whose text carries the marker. */
async function stored(target: HostileTarget, marker: string) {
  const rows = await target.store.readRows('comments');
  return rows.filter((row) => String(row.body).includes(marker));
}

/** Tries ATTEMPTS comments, each with a fresh forged entry in front of what the proxy saw. */
async function flood(target: HostileTarget, marker: string, seen: (i: number) => string) {
  const answers = [];
  for (let i = 0; i < ATTEMPTS; i++)
    answers.push(await graphql(target, ADD, { comment: `${marker} ${i}` }, viaProxy(`${forged(i)}, ${seen(i)}`)));
  return answers;
}

function assertLimited(answers: Awaited<ReturnType<typeof flood>>, rows: unknown[], label: string) {
  const passed = answers.filter((answer) => answer.status === 200 && answer.body.data?.addComment);
  const refused = answers.filter((answer) => answer.status === 429);
  assert.is(passed.length, LIMIT, `${label}: ${LIMIT} comments get through, then the limit`);
  assert.is(refused.length, ATTEMPTS - LIMIT, label);
  for (const answer of refused) {
    assert.is(answer.body.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    assert.match(
      answer.body.errors?.[0]?.message ?? '',
      /^Too many changes from here\. Please try again in \d+ (seconds?|minute)\.$/,
    );
  }
  assert.is(rows.length, LIMIT, `${label}: only the comments let through are stored`);
}

for (const engine of ENGINES) {
  test(`${engine}: a forged X-Forwarded-For on each request stays under the one limit of the address the proxy saw`, async () => {
    const target = await startTarget(engine, {
      TRUST_PROXY: '1',
      RATE_LIMIT_MUTATIONS: String(LIMIT),
      DEMO_CAPTCHA: 'off',
      DEMO_MODERATION: 'off',
    });
    try {
      const answers = await flood(target, 'rotating-forger', () => '203.0.113.7');
      assertLimited(answers, await stored(target, 'rotating-forger'), 'forged entries');
      // Two addresses of one IPv6 /64 (one household's, one server's) share that limit too.
      const sixes = await flood(target, 'one-slash-64', (i) => `2001:db8:1:2::${(i + 1).toString(16)}`);
      assertLimited(sixes, await stored(target, 'one-slash-64'), 'one /64');
      // Another reader behind the same proxy still writes: the limit was the forger's alone.
      const other = await graphql(target, ADD, { comment: 'someone else' }, viaProxy('192.0.2.44'));
      assert.is(other.status, 200, JSON.stringify(other.body));
    } finally {
      await target.stop();
    }
  });

  test(`${engine}: a writer blocked by address stays blocked behind a new forged X-Forwarded-For`, async () => {
    const target = await startTarget(engine, { TRUST_PROXY: '1', DEMO_CAPTCHA: 'off', DEMO_MODERATION: 'off' });
    try {
      const writer = '203.0.113.9';
      const first = await graphql(target, ADD, { comment: 'blocked-writer first' }, viaProxy(writer));
      const id = (first.body.data!.addComment as { id: string }).id;
      const cookie = await signIn(target, DEMO_ACCOUNTS.author);
      const block = await graphql(target, BLOCK, { id }, { cookie });
      assert.ok((block.body.data?.blockWriter as { until?: string })?.until, JSON.stringify(block.body));
      for (let i = 0; i < 3; i++) {
        const again = await graphql(
          target,
          ADD,
          { comment: `blocked-writer again ${i}` },
          viaProxy(`${forged(i)}, ${writer}`),
        );
        assert.is(again.status, 200);
        assert.is((again.body.data!.addComment as { isVisible: boolean }).isVisible, false, 'held, as blocked');
      }
      const rows = await stored(target, 'blocked-writer again');
      assert.is(rows.length, 3);
      assert.ok(
        rows.every((row) => !row.is_visible),
        'every comment from the blocked address waits for the author',
      );
    } finally {
      await target.stop();
    }
  });
}

test('a TRUST_PROXY list of ranges counts the address a listed proxy saw, and ignores the header from anyone else', async () => {
  const listed = await startTarget('sqlite', {
    TRUST_PROXY: '127.0.0.0/8, ::1',
    RATE_LIMIT_MUTATIONS: String(LIMIT),
    DEMO_CAPTCHA: 'off',
    DEMO_MODERATION: 'off',
  });
  try {
    assertLimited(
      await flood(listed, 'listed-proxy', () => '203.0.113.20'),
      await stored(listed, 'listed-proxy'),
      'through a listed proxy',
    );
    // The limit was that reader's, not the proxy's: another reader behind it still writes.
    const other = await graphql(listed, ADD, { comment: 'another reader' }, viaProxy('203.0.113.21'));
    assert.is(other.status, 200, JSON.stringify(other.body));
  } finally {
    await listed.stop();
  }
  const unlisted = await startTarget('sqlite', {
    TRUST_PROXY: '10.0.0.0/8,192.168.0.0/16',
    RATE_LIMIT_MUTATIONS: String(LIMIT),
    DEMO_CAPTCHA: 'off',
    DEMO_MODERATION: 'off',
  });
  try {
    // 127.0.0.1 is no proxy of these: even a different right-most entry each time is the client's own writing.
    assertLimited(
      await flood(unlisted, 'unlisted-peer', (i) => `203.0.113.${100 + i}`),
      await stored(unlisted, 'unlisted-peer'),
      'from a peer that is no listed proxy',
    );
  } finally {
    await unlisted.stop();
  }
});

test('a TRUST_PROXY that is neither a hop count nor addresses stops the start with one line', async () => {
  for (const value of ['yes', 'true', '10.0.0.0/33', '11', '10.0.0.1,']) {
    const error = await startTarget('sqlite', { TRUST_PROXY: value }).then(
      async (target) => {
        await target.stop();
        return null;
      },
      (failure: Error) => failure,
    );
    assert.ok(error, `TRUST_PROXY=${value} started`);
    assert.match(error!.message, new RegExp(`TRUST_PROXY must be .*\\(got "${value.replace(/\./g, '\\.')}"\\)`));
  }
});

test.run();
