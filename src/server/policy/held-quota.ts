import type { HeldQuota } from '../store/store.ts';

/**
 * How many comments may wait for approval at once unless the operator says otherwise (docs/self-hosting.md "Held
 * comments: paged and capped"; HELD_PER_ADDRESS, HELD_PER_POST). A reader seldom has more than a couple of
 * comments waiting on one blog before its author reads them, so five leaves room for a conversation while
 * one address can fill no post's queue alone. Fifty on one post is more than an author reads at a sitting:
 * past it a flood from many addresses stops there, and the post's other readers are told to try later
 * with their text kept, rather than buried behind it.
 */
export const DEFAULT_HELD_QUOTA: HeldQuota = { perAddress: 5, perPost: 50 };
