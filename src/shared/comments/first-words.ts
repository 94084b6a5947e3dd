import { bodyText, type BodyNode } from './body.ts';

/**
 * A comment's opening words, as heard in a control's name: about 30
 * characters, cut at a word. Two comments by one writer are told apart by
 * them, in the section's Reply and Actions buttons and in moderation's.
 */
export function firstWords(body: BodyNode[]): string {
  const text = bodyText(body);
  return text.length <= 30 ? text : `${text.slice(0, 30).replace(/\s+\S*$/, '')}…`;
}
