import {
  createServer as createBareServer,
  type CreateServerOptions,
  type PorchlightServer,
} from '../server/create-server.ts';
import { demoSite } from '../demo/site.ts';

export type { CreateServerOptions, PorchlightServer };

/**
 * `porchlight/server`: the server for platforms that embed it, with the demo blog at hand, as `porchlight serve`
 * has it. Its pages and accounts come only with SEED=demo; a platform's own `demo` option wins.
 */
export const createServer = (options: CreateServerOptions = {}): Promise<PorchlightServer> =>
  createBareServer({ demo: demoSite, ...options });
