import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { signal } from '@preact/signals-core';
import { useSignals } from '../../../src/shims/signals-runtime.ts';

// The Preact build's signals runtime (src/shims/signals-runtime.ts), through Preact's server renderer, which calls
// the same render and unmount hooks as the browser's: a component that reads a signal is its updater's, and
// unmounted, lets it go. Its re-render on a change is the browser tests' (every section redraw goes through it).

test('a component reading a signal listens to it while it renders, and lets it go once unmounted', () => {
  const heard: string[] = [];
  const count = signal(1, { watched: () => heard.push('watched'), unwatched: () => heard.push('unwatched') });
  function Count() {
    useSignals();
    return h('p', null, String(count.value));
  }
  assert.is(renderToString(h(Count, null)), '<p>1</p>');
  assert.equal(heard, ['watched', 'unwatched']);
});

test("a child that reads no signal of its own does not make its reads its parent's", () => {
  const heard: string[] = [];
  const parents = signal('a', { watched: () => heard.push('parent watched') });
  const childs = signal('b', { watched: () => heard.push('child read, listened to') });
  function Child() {
    return h('span', null, childs.value);
  }
  function Parent() {
    useSignals();
    return h('p', null, parents.value, h(Child, null));
  }
  assert.is(renderToString(h(Parent, null)), '<p>a<span>b</span></p>');
  assert.equal(heard, ['parent watched']);
});

test.run();
