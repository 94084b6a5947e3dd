import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { all } from '../../../../src/shared/comment-count/messages/locales.ts';
import { LOCALES } from '../../../../src/shared/locale.ts';
import { NEUTRAL } from '../../../../src/widgets/comment-count/index.ts';

// The count's neutral word is written out in the widget (it carries no words files): here it is held to the
// words the server speaks, so a locale's word changed in one place and not the other fails.
test('the count’s neutral word is each locale’s own, for every locale the widgets speak', () => {
  assert.equal(Object.keys(NEUTRAL).sort(), [...LOCALES].sort());
  for (const locale of LOCALES) assert.is(NEUTRAL[locale], all[locale].comments, locale);
});

test.run();
