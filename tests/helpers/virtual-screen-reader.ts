import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright';

/**
 * A virtual screen reader (@guidepup/virtual-screen-reader) inside the real
 * page: it walks the DOM and ARIA the way a screen reader's virtual cursor
 * does and says what it would speak, live regions included. It is a model,
 * not NVDA, JAWS or VoiceOver (docs/accessibility-statement.md): what it
 * says is reviewed as a transcript (a11y/transcripts/README.md), while the
 * other tests keep asking Chromium's own accessibility tree (heard.ts).
 */

let bundled: Promise<string> | undefined;

/**
 * The reader's browser build as one classic script, made once per run: the
 * page loads it beside the widgets, so it reads the DOM the widgets really
 * built, in the browser that really runs them.
 */
const readerScript = () =>
  (bundled ??= build({
    stdin: {
      contents: `import { virtual } from '@guidepup/virtual-screen-reader/browser.js'; globalThis.virtualScreenReader = virtual;`,
      resolveDir: fileURLToPath(new URL('../..', import.meta.url)),
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text));

/** The few commands of @guidepup/virtual-screen-reader's `virtual` that the journeys use. */
interface VirtualReader {
  start(options: { container: Element }): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  act(): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
}

/**
 * What a reader does with the reading cursor, one command at a time; each resolves once the reader has
 * spoken. Keys are the page's own (page.keyboard): the reader hears where focus goes.
 */
export interface ScreenReader {
  /** Moves the cursor on `times` items, as the reader's down arrow does in browse mode. */
  next(times?: number): Promise<void>;
  /**
   * Moves on until the reader says a phrase that matches `phrase` (at most `limit` items): a journey names
   * where it goes rather than counting steps, so a line added before it does not move it elsewhere.
   */
  nextUntil(phrase: RegExp, limit?: number): Promise<void>;
  /** Moves back until the reader says a phrase that matches `phrase`, as nextUntil does forward. */
  previousUntil(phrase: RegExp, limit?: number): Promise<void>;
  /** Presses what the cursor is on (a click, as the reader's Enter in browse mode). */
  act(): Promise<void>;
  /** Everything spoken since the reader started, one phrase an item. */
  spoken(): Promise<string[]>;
}

export interface ReaderOptions {
  /**
   * The page's timers are Playwright's paused clock (page.clock.pauseAt): the
   * reader's own short waits (a click is a few timer turns) then pass only as
   * the test lets time run, in steps of this many milliseconds, until the
   * command is done.
   */
  pausedClockStep?: number;
}

/** Starts the virtual screen reader on the element `container` selects (the page must be loaded). */
export async function startScreenReader(
  page: Page,
  container: string,
  { pausedClockStep }: ReaderOptions = {},
): Promise<ScreenReader> {
  // Served from the page's own origin, as a file: the demo's pages allow no inline script, and their policy stays on.
  const script = new URL('/test-only/virtual-screen-reader.js', page.url()).href;
  const content = await readerScript();
  await page.route(script, (route) => route.fulfill({ contentType: 'text/javascript', body: content }));
  await page.addScriptTag({ url: script });
  const run = async (command: keyof VirtualReader, argument?: string) => {
    const done = evaluate(command, argument);
    if (pausedClockStep === undefined) return done;
    let finished = false;
    void done.then(
      () => (finished = true),
      () => (finished = true),
    );
    while (!finished) await page.clock.runFor(pausedClockStep);
    return done;
  };
  const evaluate = (command: keyof VirtualReader, argument?: string) =>
    page.evaluate(
      async ([command, argument]) => {
        const reader = (globalThis as unknown as { virtualScreenReader: VirtualReader }).virtualScreenReader;
        if (command === 'start') return reader.start({ container: document.querySelector(argument!)! });
        return (reader[command] as (argument?: string) => Promise<void>)(argument);
      },
      [command, argument] as const,
    );
  await run('start', container);
  const spoken = () =>
    page.evaluate(() =>
      (globalThis as unknown as { virtualScreenReader: VirtualReader }).virtualScreenReader.spokenPhraseLog(),
    );
  const moveUntil = async (direction: 'next' | 'previous', phrase: RegExp, limit = 200) => {
    for (let i = 0; i < limit; i++) {
      await run(direction);
      if (phrase.test((await spoken()).at(-1) ?? '')) return;
    }
    throw new Error(`the reader never said ${phrase} in ${limit} moves`);
  };
  return {
    async next(times = 1) {
      for (let i = 0; i < times; i++) await run('next');
    },
    nextUntil: (phrase, limit) => moveUntil('next', phrase, limit),
    previousUntil: (phrase, limit) => moveUntil('previous', phrase, limit),
    act: () => run('act'),
    spoken,
  };
}
