import { createGraphql, type Graphql } from '../../api/graphql.ts';
import { resolveLocale, type Locale } from '../../locale.ts';
import { FIRST_SLICE } from '../components/use-slices.ts';
import type { CommentsEnv } from './env.ts';
import type { CommentsOptions } from '../options.ts';
import type { NoScriptParts } from './no-script-parts.ts';

/** What a section is of and where it stands: its ids, its post, its language, its API, its place in the page's outline. */
export interface SectionPlace {
  uid: string;
  postId: string;
  locale: Locale;
  apiBase: string;
  graphql: Graphql;
  /** The key of the top-level form (`post-{id}`); a reply form's key is the comment's id. */
  formKey: string;
  env: CommentsEnv;
  headingLevel: number;
  /** Threads rendered with the section itself. */
  firstSlice: number;
  /** What a reader without script gets instead of the controls that need it: set by the server's renderer only. */
  noScript?: NoScriptParts;
}

/**
 * The id prefix of a section the server renders, named after its post: the
 * same on every request, and found again by the upgrade that hydrates it.
 */
export const serverSectionUid = (postId: string): string => `plp${postId.replace(/\W/g, '')}`;

/** Preact's useId restarts in every root: several sections on one page need their own prefix. */
let sections = 0;

/** The section's place as the host's options and the page say it. */
export function sectionPlace(options: CommentsOptions, env: CommentsEnv): SectionPlace {
  const postId = String(options.postId ?? '');
  const apiBase = (options.apiBase ?? '').replace(/\/$/, '');
  return {
    uid: options.uid ?? `pl${++sections}`,
    postId,
    locale: resolveLocale(options.locale, env.pageLang),
    apiBase,
    graphql: createGraphql(env.fetch, `${apiBase}/comments/graphql`),
    formKey: `post-${postId}`,
    env,
    headingLevel: Math.min(6, Math.max(1, Number(options.headingLevel) || 2)),
    firstSlice: options.firstSlice ?? FIRST_SLICE,
  };
}
