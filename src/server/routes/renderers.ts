import type { ReaderPage } from '../../shared/comments/options.ts';

// What the server renders as HTML, declared apart from how (fragment.ts): the demo's pages and the
// package's declarations name these, and how they are made would bring the whole API into an app's types.

/** The comment section of a post as HTML, the same for every reader; null for a post that does not exist. */
export type SectionRenderer = (
  postId: string,
  locale: string,
  headingLevel?: string,
  page?: ReaderPage,
) => Promise<string | null>;

/** Everything the server renders as HTML for the widgets, the same for every reader. */
export interface Renderers {
  section: SectionRenderer;
  /** A post's comment count as its link; null for a post that does not exist. */
  count(postId: string, locale: string, href?: string): Promise<string | null>;
  /** A blog's last comments; rejects when they cannot be had. */
  lastComments(blogId: string, locale: string, headingLevel?: string): Promise<string>;
  /** The `<link>` to a post's comments feed; '' for a post that does not exist. */
  feedLink(postId: string, locale: string): Promise<string>;
}
