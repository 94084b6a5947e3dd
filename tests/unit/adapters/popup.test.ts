import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { centredFeatures, openPopup, openSharePopup, type PopupWindow } from '../../../src/adapters/popup.ts';

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

test.run();
