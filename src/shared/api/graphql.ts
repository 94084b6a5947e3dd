import { REQUEST_LIMIT_MS } from './request-limits.ts';
import { withinLimit } from './time-limit.ts';

/**
 * The one fetcher of the GraphQL API (docs/api.md "The API"): POST a JSON body
 * `{query, variables}` and hand back `{data, errors}`. A non-2xx answer is
 * raised as `'{status}: {statusText}'`, but for a refusal of too many
 * requests (429), whose body is the API's answer and says when to try again
 * (`retryAfter`); a network failure rejects as fetch does.
 * A call that has not answered, body included, within `limitMs` is aborted
 * and rejects (time-limit.ts).
 * Everything else about errors is the caller's business (see errors.ts).
 */
export interface GraphqlError {
  message: string;
  /** `retryAfter`: with RATE_LIMITED, the seconds until the server takes the request again. */
  extensions?: {
    code?: string;
    validation?: Record<string, string[] | undefined>;
    retryAfter?: number;
    /** Why a FORBIDDEN change of one's own comment was refused: `notYours` or `editClosed` (docs/embedding.md "Editing your comment"). */
    reason?: string;
  };
}

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

export type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<GraphqlResponse<T>>;

export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string;
    credentials: 'same-origin';
    signal: AbortSignal;
  },
) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}>;

export const createGraphql =
  (fetchFn: FetchLike, url: string, limitMs = REQUEST_LIMIT_MS): Graphql =>
  (query, variables = {}) =>
    withinLimit(async (signal) => {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        credentials: 'same-origin',
        signal,
      });
      const fail = () => {
        throw new Error(`${response.status}: ${response.statusText}`);
      };
      if (!response.ok && response.status !== 429) fail();
      // The server's 429 says when to try again in its body; one from a proxy on the way may carry no JSON at all.
      return (await response.json().catch(fail)) as GraphqlResponse<never>;
    }, limitMs);

/** The answer's data, or a thrown Error carrying the first GraphQL error's message. */
export async function dataOf<T>(answer: Promise<GraphqlResponse<T>>): Promise<T> {
  const { data, errors } = await answer;
  if (errors?.length || !data) throw new Error(errors?.[0]?.message || 'empty answer');
  return data;
}
