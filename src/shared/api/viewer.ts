import { dataOf, type Graphql } from './graphql.ts';
import { VIEWER } from './fragments.ts';
import type { Viewer } from './types.ts';

/** `query Viewer`: who is signed in, asked again after the sign-in popup. */
export const VIEWER_QUERY = `query Viewer { ${VIEWER} }`;

export const viewerApi = (graphql: Graphql) => async (): Promise<Viewer | null> =>
  (await dataOf<{ viewer: Viewer | null }>(graphql(VIEWER_QUERY))).viewer;
