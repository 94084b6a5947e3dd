/**
 * The one way a DOM listener is added, and removed: `listen` adds it and
 * returns its removal, with the same options, so a capture listener comes
 * off as it went on. Effects and adapters return that removal; widgets
 * without a framework collect it in `listeners()` (src/ui/dom.ts). Touches no
 * browser global, so server-rendered code may import it.
 */
export const listen = <E extends Event = Event>(
  target: EventTarget,
  type: string,
  fn: (event: E) => void,
  options?: AddEventListenerOptions,
): (() => void) => (
  target.addEventListener(type, fn as EventListener, options),
  () => target.removeEventListener(type, fn as EventListener, options)
);
