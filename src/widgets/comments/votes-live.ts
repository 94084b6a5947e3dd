/**
 * The mark of a vote group live with the votes' own code (votes-island.tsx): its presses are its own, and
 * comments-read.js (read.ts) leaves them be. The section's own mark once live is `data-porchlight-live`, on its
 * element (upgrade.ts), which a page may wait for: a group's is another, so that wait still means the section.
 */
export const VOTES_LIVE = 'data-porchlight-votes-live';
