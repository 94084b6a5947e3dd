import type { GraphqlError } from './graphql.ts';

/** The fields a server validation error may name (docs/api.md "The API", Validation). */
export const FORM_FIELDS = ['user.name', 'user.email', 'user.website', 'comment'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface FormErrors {
  /** The first message of each failing field, shown under that field. */
  fields: Partial<Record<FormField, string>>;
  /** The form-level message: a recaptcha failure or any other GraphQL error. */
  global: string | null;
}

/**
 * A submit answered with errors: a `validation` error
 * gives each field its first message and `recaptcha` the global one; any
 * other error's first message is the global error.
 */
export function mapFormErrors(errors: GraphqlError[]): FormErrors {
  const [first] = errors;
  const validation = first?.message === 'validation' ? first.extensions?.validation : undefined;
  if (!validation) return { fields: {}, global: first?.message || null };
  const fields: FormErrors['fields'] = {};
  for (const field of FORM_FIELDS) {
    const message = validation[field]?.[0];
    if (message) fields[field] = message;
  }
  const global = validation.recaptcha?.[0] ?? null;
  // A validation error naming no field we show still has to say something.
  return { fields, global: global ?? (Object.keys(fields).length ? null : first!.message) };
}
