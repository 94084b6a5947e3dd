import type { FastifyInstance } from 'fastify';
import type { ReaderDataStore, RejectedStore } from './store/store.ts';

/** Writers' addresses are kept this long by default (ADDRESS_DAYS): past a day's votes and a moderator's usual reach. */
export const DEFAULT_ADDRESS_DAYS = 30;
/** How often the server forgets what it no longer needs: an hour late at most. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's own forgetting (docs/self-hosting.md "Readers' data"): writers' addresses past `addressDays`,
 * comments held longer than their blog keeps them, and rejected comments kept past their blog's days. Once the
 * server is ready, then every hour. Every instance sweeps: a sweep done twice changes nothing the second time. A
 * sweep that fails (the database away) is logged and tried again at the next hour; one still running when the
 * server closes is waited for.
 */
export function keepForgetting(
  app: FastifyInstance,
  store: ReaderDataStore & RejectedStore,
  { addressDays, now = () => new Date() }: { addressDays: number; now?: () => Date },
): void {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = (async () => {
      const at = now();
      const addresses = await store.eraseAddressesBefore(new Date(at.getTime() - addressDays * DAY_MS));
      const held = await store.dropStaleHeld(at);
      const rejected = await store.dropStaleRejected(at);
      if (addresses || held || rejected)
        app.log.info(
          { addresses, held, rejected },
          'forgot what is kept no longer: writers’ addresses, long-held comments, rejected comments past their days',
        );
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not forget old addresses, held and rejected comments'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    // An hour's timer keeps no process alive that has nothing else to do.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
