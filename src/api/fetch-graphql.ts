/**
 * The smallest GraphQL-over-fetch call (spec §7): `POST {endpoint}` with a
 * JSON body `{query, variables}`, answering `{data, errors}`. A non-2xx status
 * rejects with `'{status}: {statusText}'`, as every client of this API does.
 * The fetch function comes in as an argument so tests pass a fake one.
 */
export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>>;

export const GRAPHQL_ENDPOINT = '/comments/graphql';

export async function fetchGraphQL<T>(fetcher: Fetch, endpoint: string, query: string, variables: Record<string, unknown>): Promise<GraphQLResponse<T>> {
  const response = await fetcher(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // Same-origin by default; a blog embedding from elsewhere sends no cookies either way.
    credentials: 'same-origin',
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}
