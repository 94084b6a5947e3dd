import { hydrateInTurns } from './hydrate-later.ts';
import { upgrade as upgradeSection } from './upgrade.ts';

// Everything else read.ts and sso.ts take from comments-upgrade.js (pressAgain) is upgrade.ts's own.
export { pressAgain } from './upgrade.ts';

/**
 * comments-upgrade.js (build.mjs): upgrade.ts on Preact's core, where the server's threads hydrate in turns after
 * the section (hydrate-later.ts), so that no task of the upgrade is long. An app's React (src/package/comments.ts)
 * hydrates in slices of its own, and takes upgrade.ts as it is.
 */
export const upgrade: typeof upgradeSection = (el, options, gone, drawing, island) =>
  upgradeSection(el, options, gone, drawing, island, hydrateInTurns);
