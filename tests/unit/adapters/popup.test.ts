import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  centredFeatures,
  openPopup,
  openSharePopup,
  postToPopup,
  type PopupWindow,
} from '../../../src/adapters/popup.ts';

const fakeWindow = (geometry: Partial<PopupWindow>, returns: unknown = {}) => {
  const calls: unknown[][] = [];
  const win = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 800,
    ...geometry,
    open: (...args: unknown[]) => (calls.push(args), returns),
  };
  return { win: win as PopupWindow, calls };
};

test('centred on the current window', () => {
  assert.is(
    centredFeatures({ screenX: 0, screenY: 0, outerWidth: 1200, outerHeight: 800 }, { width: 600, height: 300 }),
    'width=600,height=300,left=300,top=250',
  );
});

test('multi-screen: offsets of a window on a second screen, left of or above the first', () => {
  assert.is(
    centredFeatures({ screenX: 1920, screenY: 0, outerWidth: 1000, outerHeight: 700 }, { width: 600, height: 300 }),
    'width=600,height=300,left=2120,top=200',
  );
  assert.is(
    centredFeatures(
      { screenX: -1280, screenY: -200, outerWidth: 1280, outerHeight: 1000 },
      { width: 600, height: 300 },
    ),
    'width=600,height=300,left=-940,top=150',
  );
});

test('opens with name and size; a blocked popup is null', () => {
  const { win, calls } = fakeWindow({});
  assert.ok(openPopup(win, '/comments/en/fetch/user', 'loginob', { width: 400, height: 450 }));
  assert.equal(calls[0], ['/comments/en/fetch/user', 'loginob', 'width=400,height=450']);
  assert.is(openPopup(fakeWindow({}, null).win, '/x', 'n', { width: 1, height: 1 }), null);
});

test('share popup: centred 600x300, opener cut, blocked is false', () => {
  const popup = { opener: {} as unknown };
  const { win, calls } = fakeWindow({ screenX: 100, screenY: 50, outerWidth: 1000, outerHeight: 700 }, popup);
  assert.ok(openSharePopup(win, 'https://x.com/intent/tweet?url=a'));
  assert.equal(calls[0], ['https://x.com/intent/tweet?url=a', 'share', 'width=600,height=300,left=300,top=250']);
  assert.is(popup.opener, null);
  assert.is(openSharePopup(fakeWindow({}, null).win, 'https://x.com/'), false);
});

test('a POST into a popup: the blank popup opens first, then a form of hidden fields targets it, is sent and goes; a blocked popup sends nothing', () => {
  const events: string[] = [];
  const made: Record<string, unknown>[] = [];
  const doc = {
    createElement: (tag: string) => {
      const element: Record<string, unknown> = {
        tag,
        children: [] as unknown[],
        appendChild: (child: unknown) => (element.children as unknown[]).push(child),
        submit: () => events.push(`submit ${element.action} → ${element.target}`),
        remove: () => events.push('removed'),
      };
      made.push(element);
      return element;
    },
    body: { appendChild: () => events.push('in the page') },
  } as unknown as Document;
  for (const blocked of [false, true]) {
    events.length = 0;
    made.length = 0;
    const { win, calls } = fakeWindow({}, blocked ? null : {});
    const opened = postToPopup(win, doc, 'https://c.example/data/keys', { keys: '7.abc 8.def' }, 'dataob', {
      width: 400,
      height: 450,
    });
    assert.equal(calls, [['', 'dataob', 'width=400,height=450']], 'no address carries the fields');
    assert.is(opened, !blocked);
    if (blocked) {
      assert.equal([events, made], [[], []], 'nothing made, nothing sent');
      continue;
    }
    assert.equal(events, ['in the page', 'submit https://c.example/data/keys → dataob', 'removed']);
    const [form, input] = made;
    assert.equal([form!.method, (form!.children as unknown[]).length], ['post', 1]);
    assert.equal([input!.type, input!.name, input!.value], ['hidden', 'keys', '7.abc 8.def']);
  }
});

test.run();
