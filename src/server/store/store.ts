/**
 * The storage interface the server speaks (DESIGN §5): resolvers and routes
 * see only this, so a PostgreSQL engine can stand beside SQLite without
 * touching them. Every method is async for that reason, even though the
 * SQLite engine answers synchronously.
 */
export interface Blog {
  id: string;
  name: string;
  url: string;
}

export interface Post {
  id: string;
  blogId: string;
  title: string;
  /** Address of the post page, relative to the site. */
  url: string;
  excerpt: string;
}

export interface Store {
  getBlog(id: string): Promise<Blog | null>;
  getPost(id: string): Promise<Post | null>;
  listPosts(blogId: string): Promise<Post[]>;
  /** Visible comments of a post (held ones never count); null for an unknown post. */
  countVisibleComments(postId: string): Promise<number | null>;
  /** True when the store holds no blog yet: the seed runs only then. */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}
