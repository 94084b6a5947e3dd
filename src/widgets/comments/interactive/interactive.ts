/**
 * Everything a reader's first interaction needs, as one chunk off the
 * reading path: the form (store, component, words, addComment, captcha
 * glue), voting and signing in, and their side effects. One chunk rather
 * than three, so the code both sides share stays in one runtime chunk.
 */
export { browserEffects } from './browser-effects.ts';
export { createForm } from './form/index.ts';
export { createInteractions } from './interactions.ts';
export { loadRecaptcha } from '../../../adapters/recaptcha.ts';
