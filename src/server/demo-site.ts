import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Renderers } from './routes/renderers.ts';
import type { AccountStore, BlogStore, CommentListStore, CommentStore, VoteStore } from './store/store.ts';

/** What the demo blog's pages are given when they are mounted: the app's store, renderers and files. */
export interface DemoSiteContext {
  /** What the demo's pages read: the blog, its posts and tags, and their comments. */
  store: BlogStore & CommentListStore;
  /** The comment section, counts and last comments as HTML, rendered as the API's fragments render them. */
  renderers: Renderers;
  /** The robot check's script for the section's form, when it is not Google's own (the stand-in of the tests). */
  recaptchaSrc?: string;
  /** Built widgets (dist/widgets): the pages inline their space holders and looks from here. */
  widgetsDir: string;
  /** The site's static files (src/server/public), served at /demo/: the pages inline its stylesheet. */
  publicDir: string;
}

/**
 * The demo blog (src/demo) as the server sees it. The server never imports it: a deployment runs without it,
 * and the entries that offer the demo (`npm start`, and the package's entries with SEED=demo) hand it over.
 */
export interface DemoSite {
  /** Fills an empty database with the demo's blog, posts, comments and accounts (SEED=demo). */
  seed(store: BlogStore & CommentStore & AccountStore & VoteStore, options: Config['demo']): Promise<void>;
  /** What `serve` prints once the demo is seeded: how to sign in to it (its passwords are published). */
  welcome: readonly string[];
  /** Adds the demo's pages (`/`, `/posts/…`, `/tags/…`, `/examples/…`, `/accessibility`, `/demo-media/…`). */
  mount(app: FastifyInstance, context: DemoSiteContext): void;
}
