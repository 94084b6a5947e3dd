/**
 * The one fetcher of the GraphQL API (spec §7, DESIGN §3): POST a JSON body
 * `{query, variables}` and hand back `{data, errors}`. A non-2xx answer is
 * raised as `'{status}: {statusText}'`; a network failure rejects as fetch does.
 * A call that has not answered, body included, within `limitMs` is aborted
 * and rejects: a hung server fails like any other, and its late answer is
 * never read (DESIGN §1: every request has a time limit). The limit is a
 * plain timer so that tests move it with a fake clock.
 * Everything else about errors is the caller's business (see errors.ts).
 */
export interface GraphqlError {
  message: string;
  extensions?: { validation?: Record<string, string[] | undefined> };
}

export interface GraphqlResponse<T> {
  data?: T | null;
  errors?: GraphqlError[];
}

export type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<GraphqlResponse<T>>;

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body: string; credentials: 'same-origin'; signal: AbortSignal }) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}>;

/** Long enough for a slow phone network, short enough that a reader is told before giving up. */
export const REQUEST_LIMIT_MS = 10_000;

export const createGraphql =
  (fetchFn: FetchLike, url: string, limitMs = REQUEST_LIMIT_MS): Graphql =>
  async (query, variables = {}) => {
    const limit = new AbortController();
    const timer = setTimeout(() => limit.abort(), limitMs);
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        credentials: 'same-origin',
        signal: limit.signal,
      });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return (await response.json()) as GraphqlResponse<never>;
    } finally {
      clearTimeout(timer);
    }
  };

/** The answer's data, or a thrown Error carrying the first GraphQL error's message. */
export async function dataOf<T>(answer: Promise<GraphqlResponse<T>>): Promise<T> {
  const { data, errors } = await answer;
  if (errors?.length || !data) throw new Error(errors?.[0]?.message || 'empty answer');
  return data;
}
