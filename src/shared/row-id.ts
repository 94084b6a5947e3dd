/**
 * A row's id as text, as the API, the addresses and the forms carry it: a positive integer of at most 16
 * digits (both store engines' ids are integers, and 16 digits stay exact in a JavaScript number). Anything
 * else names nothing, so it is refused before it reaches a query.
 */
export const ROW_ID = /^[1-9][0-9]{0,15}$/;

/** The same digits inside a longer pattern (a cursor, a feed's file, a mail's link), in a capture of their own. */
export const ROW_ID_DIGITS = /* @__PURE__ */ ROW_ID.source.slice(1, -1);
