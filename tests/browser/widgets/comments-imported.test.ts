import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { runAdmin } from '../../../src/server/admin/commands.ts';
import { openStore } from '../../../src/server/store/open.ts';
import { axeViolations } from '../../helpers/axe.ts';
import { newPage } from '../../helpers/browser.ts';
import { browserSuite } from '../../helpers/browser-suite.ts';
import { commentsQuery, commentsReady, SECTION } from '../../helpers/comments-page.ts';

// Comments brought in from a Disqus export (docs/moderation.md "Importing comments")
// as readers meet them in the section: threads kept, text as text,
// whatever the export's HTML held (a script, a style, an escaped tag).
const test = browserSuite('comment section: imported comments');

const DISQUS = fileURLToPath(new URL('../../fixtures/import/disqus-export.xml', import.meta.url));

test('a Disqus export imported on the demo blog reads in post 1’s section: the reply under its comment, paragraphs and breaks kept, hostile HTML as text; nothing runs; axe', async ({
  server,
  browser,
}) => {
  const store = await openStore(server.databaseUrl);
  const said: string[] = [];
  await runAdmin(['import-comments', DISQUS, '--blog', '1'], store, (line) => said.push(line));
  await store.close();
  assert.ok(said.includes('post 1 (/posts/1, "Walking the old canal path"): added 6'), said.join(' | '));

  const { page, close, pageErrors } = await newPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));
  await page.goto(`${server.url}/posts/1?${commentsQuery}`);
  await commentsReady(page);
  const hostile = page.locator(`${SECTION} article`, { hasText: 'ümlauts' });
  await hostile.waitFor();
  assert.is(await hostile.locator('.pl-body').innerText(), '<img src=x onerror=alert(1)> "quotes" & ümlauts 🎉');
  assert.is(await page.locator(`${SECTION} .pl-body :is(script, style, img)`).count(), 0);
  // Paragraphs and a line break come through as breaks; the link's words stay, with the address they hid.
  const agreed = page.locator(`${SECTION} article`, { hasText: 'Agreed & thanks' });
  assert.match(
    await agreed.locator('.pl-body').innerText(),
    /^Agreed & thanks\. The map is at the trust's site \(https:\/\/maps\.example\/towpath\)\.\n\nSecond paragraph,\nwith a line break\.$/,
  );
  // The reply sits under the comment it answers.
  const grace = page.locator(`${SECTION} .pl-list > .pl-item`, { hasText: 'First time on this stretch' });
  assert.ok(
    (await grace.locator('.pl-replies article').allInnerTexts()).some((text) => text.includes('Replying to Grace')),
  );
  assert.equal(await axeViolations(page, SECTION), []);
  assert.equal(dialogs, [], 'nothing the export held ran');
  assert.equal(pageErrors, []);
  await close();
});

test.run();
