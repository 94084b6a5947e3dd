import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCaptcha, loadRecaptcha, type Grecaptcha } from '../../../src/adapters/recaptcha.ts';

const fakeGrecaptcha = () => {
  const calls: string[] = [];
  let params: Record<string, (arg?: string) => void> = {};
  const api: Grecaptcha = {
    render: (_c, p) => ((params = p as typeof params), calls.push(`render ${p.sitekey} ${p.size} ${p.badge}`), 7),
    execute: (id) => void calls.push(`execute ${id}`),
    reset: (id) => void calls.push(`reset ${id}`),
  };
  return { api, calls, fire: (name: string, arg?: string) => params[name]!(arg) };
};

test('renders an invisible, inline-badge widget and resolves the token from its callback', async () => {
  const { api, calls, fire } = fakeGrecaptcha();
  const captcha = createCaptcha(api, {} as HTMLElement, 'site-key');
  const token = captcha.token();
  fire('callback', 'tok-1');
  assert.is(await token, 'tok-1');
  captcha.reset();
  assert.equal(calls, ['render site-key invisible inline', 'execute 7', 'reset 7']);
});

test('expired and error callbacks reject with their reason', async () => {
  const { api, fire } = fakeGrecaptcha();
  const captcha = createCaptcha(api, {} as HTMLElement, 'k');
  const first = captcha.token();
  fire('expired-callback');
  await first.then(
    () => assert.unreachable(),
    (reason) => assert.is(reason, 'expired'),
  );
  const second = captcha.token();
  fire('error-callback');
  await second.then(
    () => assert.unreachable(),
    (reason) => assert.is(reason, 'error'),
  );
});

test('a script that neither loads nor fails is given up after the limit, and the next call adds a fresh one', async () => {
  // Script tags that are event targets, as the adapter listens to theirs.
  const scripts: (EventTarget & { src: string; removed: boolean })[] = [];
  const win = {
    document: {
      createElement: () => {
        const script = Object.assign(new EventTarget(), {
          src: '',
          removed: false,
          remove: () => void (script.removed = true),
        });
        scripts.push(script);
        return script;
      },
      head: { append: () => {} },
    },
  } as unknown as Parameters<typeof loadRecaptcha>[0];
  await loadRecaptcha(win, '/captcha.js', 20).then(
    () => assert.unreachable(),
    (error) => assert.is(error.message, 'Failed to load Recaptcha'),
  );
  assert.ok(scripts[0]!.removed, 'the held script is taken out');
  const second = loadRecaptcha(win, '/captcha.js', 20);
  assert.is(scripts.length, 2);
  (win as unknown as { grecaptcha: Grecaptcha }).grecaptcha = fakeGrecaptcha().api;
  scripts[1]!.dispatchEvent(new Event('load'));
  assert.ok(await second);
});

test.run();
