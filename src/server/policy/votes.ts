/**
 * How many new votes one comment takes from one address a day (docs/self-hosting.md "Votes from one address"). The visitor
 * cookie makes one vote per browser, but a request without it is a new visitor: the address is what bounds that.
 * More than one, because one address is often many readers: a household, an office, a school, a phone network's
 * shared IPv4 address.
 */
export const DEFAULT_VOTES_PER_ADDRESS = 10;

/** VOTES_PER_ADDRESS from 1 (one voter per address) up to this: enough for a benchmark's vote storm from one address. */
export const MAX_VOTES_PER_ADDRESS = 1_000_000;
