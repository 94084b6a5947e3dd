/**
 * Items past which a list is long (`pl-long`, live.css): an item out of view is then neither laid out nor painted,
 * in the list of threads and in a thread's replies alike. Below it every item is drawn: a few screens cost little,
 * and containment has costs of its own (the browser watches each contained item for when it comes into view, and
 * tools that measure what is on screen, axe's target sizes among them, read an item not drawn as empty).
 */
export const LONG_LIST = 50;

/** A list's class names: `names`, and `pl-long` past LONG_LIST items. */
export const listClass = (items: number, names: string): string => (items > LONG_LIST ? `${names} pl-long` : names);
