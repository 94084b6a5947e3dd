import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createRecaptchaVerifier,
  createStandInVerifier,
  STANDIN_TOKEN_LIFETIME_MS,
} from '../../../../src/server/captcha/verifier.ts';

test('the stand-in accepts a pass token once, within its lifetime, and never a fail token', async () => {
  let now = 1_000_000;
  const verifier = createStandInVerifier(() => now);
  assert.is(verifier.kind, 'standin');
  assert.is(await verifier.verify(`standin.pass.${now}.abcdefgh`, 'ip'), 'ok');
  assert.is(await verifier.verify(`standin.pass.${now}.abcdefgh`, 'ip'), 'expired');
  assert.is(await verifier.verify(`standin.fail.${now}.abcdefgh`, 'ip'), 'invalid');
  assert.is(await verifier.verify(`standin.pass.${now}.abc`, 'ip'), 'invalid');
  assert.is(await verifier.verify('anything', 'ip'), 'invalid');
  const issued = now;
  now += STANDIN_TOKEN_LIFETIME_MS + 1;
  assert.is(await verifier.verify(`standin.pass.${issued}.zyxwvuts`, 'ip'), 'expired');
});

test('reCAPTCHA: siteverify is asked with the secret, the token and the address; its answer is mapped', async () => {
  const sent: URLSearchParams[] = [];
  const answers = [
    { success: true },
    { success: false, 'error-codes': ['timeout-or-duplicate'] },
    { success: false, 'error-codes': ['invalid-input-response'] },
  ];
  const verifier = createRecaptchaVerifier('site', 'secret', async (url, init) => {
    assert.is(url, 'https://www.google.com/recaptcha/api/siteverify');
    sent.push(init.body);
    return { ok: true, json: async () => answers.shift() };
  });
  assert.is(await verifier.verify('t1', '10.0.0.1'), 'ok');
  assert.is(await verifier.verify('t2', '10.0.0.1'), 'expired');
  assert.is(await verifier.verify('t3', '10.0.0.1'), 'invalid');
  assert.equal(Object.fromEntries(sent[0]!), { secret: 'secret', response: 't1', remoteip: '10.0.0.1' });
});

test('reCAPTCHA unreachable: refused, not waved through', async () => {
  const verifier = createRecaptchaVerifier('site', 'secret', async () => {
    throw new Error('offline');
  });
  assert.is(await verifier.verify('t', 'ip'), 'invalid');
});

test.run();
