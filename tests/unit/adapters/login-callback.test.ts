import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { onLogin } from '../../../src/adapters/login-callback.ts';

test('window.porchlightLogin() tells every section on the page; off removes only its own', () => {
  const win: { porchlightLogin?: () => void } = {};
  const calls: string[] = [];
  const offA = onLogin(win, () => calls.push('a'));
  onLogin(win, () => calls.push('b'));
  win.porchlightLogin!();
  assert.equal(calls, ['a', 'b']);
  offA();
  win.porchlightLogin!();
  assert.equal(calls, ['a', 'b', 'b']);
});

test('a foreign porchlightLogin is replaced by the one that fans out', () => {
  const win: { porchlightLogin?: () => void } = { porchlightLogin: () => {} };
  let called = 0;
  onLogin(win, () => called++);
  win.porchlightLogin!();
  assert.is(called, 1);
});

test.run();
