import type { Browser } from 'playwright';
import { newPage } from './browser.ts';
import { commentsReady } from './comments-page.ts';

/**
 * A post page of the demo for a transcript: in English, in UTC, signed in
 * first if asked, the section drawn in the browser (`comments=client`; that
 * one path is transcribed whatever mode the run's other comment tests use,
 * so a transcript does not depend on how soon an upgrade's code arrives),
 * and the page's clock fixed at the moment it opens (timers keep running:
 * the section's own waits are real). The seeded comments, of October 1,
 * 2026, are then older than a week and heard with their dates alone, and a
 * comment written during the run is "now" however slow the run. The clock
 * is not set to another day: the robot check and the edit window compare
 * the page's time with the server's.
 */
export async function transcriptPage(
  browser: Browser,
  serverUrl: string,
  { post = 1, signedInAs }: { post?: number; signedInAs?: { email: string; password: string } } = {},
) {
  const opened = await newPage(browser, { timezoneId: 'UTC', locale: 'en-US' });
  if (signedInAs) {
    // Through the sign-in page, as the section's sign-in window does.
    await opened.page.goto(`${serverUrl}/comments/en/fetch/user`);
    await opened.page.getByLabel('Email').fill(signedInAs.email);
    await opened.page.getByLabel('Password').fill(signedInAs.password);
    // The page posts to itself and comes back to its own address: wait for that answer, not the address (the
    // load state of the page the click left would do at once).
    await Promise.all([opened.page.waitForNavigation(), opened.page.getByRole('button', { name: 'Sign in' }).click()]);
  }
  const openedAt = Date.now();
  await opened.page.clock.setFixedTime(openedAt);
  await opened.page.goto(`${serverUrl}/posts/${post}?comments=client`);
  await commentsReady(opened.page);
  return { ...opened, openedAt };
}

/** A date as the transcript pages show it (en-US, UTC, dateStyle long, timeStyle short). */
const SHOWN_DATE = /\b[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M\b/g;

/**
 * A comment written or edited during the run carries the server's real
 * time, which no fixed page clock can fix: a date from `since` on (the
 * moment the journey began writing) is heard as "(date of writing)"
 * instead, so the transcript says the same tomorrow. Dates of the seeded
 * comments are heard as they are.
 */
export function withRunDates(since: number, phrases: string[]): string[] {
  // The page shows minutes: a comment written in the minute the journey began shows that minute's start.
  const from = Math.floor(since / 60_000) * 60_000;
  return phrases.map((phrase) =>
    phrase.replace(SHOWN_DATE, (date) =>
      Date.parse(`${date.replace(' at ', ' ')} UTC`) >= from ? '(date of writing)' : date,
    ),
  );
}
