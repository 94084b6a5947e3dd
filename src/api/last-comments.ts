import { fetchGraphQL, type Fetch } from './fetch-graphql.ts';

/** The document a real client of this API sends (DESIGN §3), word for word in its variables. */
export const ROOT_LAST_COMMENTS = `query RootLastComments($blogID: ID!, $locale: Locale!) {
  lastComments(blogID: $blogID, locale: $locale) { id comment post { id title url } }
}`;

export interface LastComment {
  id: string;
  /** HTML-escaped text, line breaks as `<br>` (DESIGN §3 Comment.comment). */
  comment: string;
  post: { id: string; title: string; url: string };
}

export type LastCommentsApi = (blogID: string, locale: string) => Promise<LastComment[]>;

/** The recent comments of a blog; rejects on a non-2xx status or a GraphQL error. */
export const lastCommentsApi =
  (fetcher: Fetch, endpoint: string): LastCommentsApi =>
  async (blogID, locale) => {
    const { data, errors } = await fetchGraphQL<{ lastComments: LastComment[] }>(fetcher, endpoint, ROOT_LAST_COMMENTS, { blogID, locale });
    if (errors?.length || !data) throw new Error(errors?.[0]?.message || 'no data');
    return data.lastComments;
  };
