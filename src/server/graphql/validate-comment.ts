import type { Translate } from '../../shared/i18n.ts';
import type { MessageKey } from './server-words.ts';

/** Bounds on what a writer may send (docs/api.md "The API": every input has a bound). Counted in characters, not bytes. */
export const LIMITS = { name: 80, email: 254, website: 2000, comment: 5000 } as const;

/** The keys of `extensions.validation`: clients show each under its field. */
export type ValidationKey = 'user.name' | 'user.email' | 'user.website' | 'comment' | 'recaptcha';
export type ValidationErrors = Partial<Record<ValidationKey, string[]>>;

export interface CommentInput {
  name?: string | null;
  email?: string | null;
  website?: string | null;
  comment: string;
}

export interface CleanComment {
  name: string;
  email: string | null;
  website: string | null;
  body: string;
}

// The HTML standard's "valid e-mail address": the same rule the form's
// type=email field applies, so the browser and the server never disagree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const length = (text: string) => [...text].length;

/** An e-mail a comment may carry: within its limit, and valid as the form's field takes it. */
export const isCommentEmail = (email: string): boolean => length(email) <= LIMITS.email && EMAIL.test(email);
const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

/** A website is kept only as an absolute http(s) address: no javascript:, data: or relative links reach a page. */
export function cleanWebsite(website: string): string | null {
  try {
    const url = new URL(website);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Checks a comment as a writer sent it. The body is kept as typed (only
 * trimmed at its ends); name, email and website are trimmed, empty optional
 * fields become null.
 */
export function validateComment(
  input: CommentInput,
  t: Translate<MessageKey>,
): { ok: true; value: CleanComment } | { ok: false; errors: ValidationErrors } {
  const errors: ValidationErrors = {};
  const fail = (key: ValidationKey, message: string) => (errors[key] ??= []).push(message);

  const name = blankToNull(input.name);
  if (name === null) fail('user.name', t('nameRequired'));
  else if (length(name) > LIMITS.name) fail('user.name', t('nameTooLong', { count: LIMITS.name }));

  const email = blankToNull(input.email);
  if (email !== null && length(email) > LIMITS.email) fail('user.email', t('emailTooLong', { count: LIMITS.email }));
  else if (email !== null && !EMAIL.test(email)) fail('user.email', t('emailInvalid'));

  const rawWebsite = blankToNull(input.website);
  const website = rawWebsite === null ? null : cleanWebsite(rawWebsite);
  if (rawWebsite !== null && length(rawWebsite) > LIMITS.website)
    fail('user.website', t('websiteTooLong', { count: LIMITS.website }));
  else if (rawWebsite !== null && website === null) fail('user.website', t('websiteInvalid'));

  // trim() removes what \s matches, in linear time: /^\s+|\s+$/ is quadratic on a long run of spaces inside the text.
  const body = input.comment.trim();
  if (body === '') fail('comment', t('commentRequired'));
  else if (length(body) > LIMITS.comment) fail('comment', t('commentTooLong', { count: LIMITS.comment }));

  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, value: { name: name!, email, website, body } };
}
