import { dataOf, type Graphql } from './graphql.ts';

/**
 * The last-comments query, word for word as the API's clients send it
 * (the server accepts them as written). Kept out of documents.ts so the last-comments chunk carries
 * this document alone.
 */
export const ROOT_LAST_COMMENTS = `query RootLastComments($blogID: ID!, $locale: Locale!) {
  lastComments(blogID: $blogID, locale: $locale) { id text lang post { id title url } }
}`;

export interface LastComment {
  id: string;
  /** Its words on one line, formatting drawn then read as text (docs/embedding.md "Formatting"): shown only ever as text. */
  text: string;
  /** The language it was written in (BCP 47); empty when unknown, missing from older servers. */
  lang?: string;
  post: { id: string; title: string; url: string };
}

export type LastCommentsApi = (blogID: string, locale: string) => Promise<LastComment[]>;

/** The recent comments of a blog; rejects on a non-2xx status or a GraphQL error. */
export const lastCommentsApi =
  (graphql: Graphql): LastCommentsApi =>
  async (blogID, locale) =>
    (await dataOf<{ lastComments: LastComment[] }>(graphql(ROOT_LAST_COMMENTS, { blogID, locale }))).lastComments;
