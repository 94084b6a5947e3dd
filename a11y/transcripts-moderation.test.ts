import { DEMO_ACCOUNTS } from '../src/demo/seed.ts';
import { browserSuite } from '../tests/helpers/browser-suite.ts';
import { newPage } from '../tests/helpers/browser.ts';
import { transcriptPage, withRunDates } from '../tests/helpers/comment-transcripts.ts';
import { commentsReady, formOpened, SECTION } from '../tests/helpers/comments-page.ts';
import { matchesTranscript } from '../tests/helpers/transcripts.ts';
import { startScreenReader } from '../tests/helpers/virtual-screen-reader.ts';

// What the blog's author hears moderating in place (a11y/transcripts/README.md). The demo's own rule holds
// a new anonymous writer's first comment, so there is one to approve.
const test = browserSuite('a11y transcripts: moderation');

test('moderation by the blog’s author: the held comments, then Approve', async ({ server, browser }) => {
  const writing = Date.now();
  const writer = await newPage(browser);
  await writer.page.goto(`${server.url}/posts/1?comments=client`);
  await commentsReady(writer.page);
  await writer.page.getByRole('button', { name: 'Add a comment' }).click();
  await formOpened(writer.page);
  await writer.page.getByLabel('Name (required)').fill('Newcomer');
  await writer.page.getByLabel('Comment (required)').fill('Held words to approve');
  await writer.page.getByRole('button', { name: 'Post comment' }).click();
  await writer.page.waitForFunction(() =>
    document.querySelector('.pl-comments [role=status]')?.textContent?.includes('moderation'),
  );
  await writer.close();

  const { page, close } = await transcriptPage(browser, server.url, { signedInAs: DEMO_ACCOUNTS.author });
  const panel = page.getByRole('region', { name: 'Moderation' });
  await panel.waitFor();
  // From the top of the section: the author meets the panel as any reader meets the section.
  const reader = await startScreenReader(page, SECTION);
  await reader.nextUntil(/^button, Approve the comment by Newcomer/);
  await reader.act();
  await page.locator(`${SECTION} section > ol article`, { hasText: 'Held words to approve' }).waitFor();
  // Said, and focus moved on to the held comment left in the list: only then does the reader read on.
  await page.waitForFunction(() =>
    document.querySelector(`.pl-comments [role=status]`)?.textContent?.includes('Newcomer is shown'),
  );
  await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Approve'));
  await reader.next(4);
  matchesTranscript('comments-moderation', withRunDates(writing, await reader.spoken()));
  await close();
});

test.run();
