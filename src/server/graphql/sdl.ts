/** The API's schema (docs/api.md "The API"): the widgets and any other client rely on these names and types exactly. */
export const SDL = /* GraphQL */ `
enum Locale { en fr es de it pt nl ar }
"a post's comments: newest first, oldest first, most liked first (likes less dislikes)"
enum CommentOrder { newest oldest popular }

type Query {
  "null when anonymous"
  viewer: Viewer
  "order: the first page's; a cursor carries the order it was made in"
  comments(postID: ID!, locale: Locale!, after: String, order: CommentOrder): CommentConnection!
  "a thread's replies, oldest first, after the ones its comment brought inline: a reply always comes after the comment it answers"
  replies(postID: ID!, commentID: ID!, locale: Locale!, after: String): CommentConnection!
  lastComments(blogID: ID!, locale: Locale!): [LastComment!]!
  "the blog's author: a post's comments waiting for approval (oldest first, a page at a time: after is the last page's pageInfo.endCursor) and whether it is closed; null for anyone else"
  moderation(postID: ID!, locale: Locale!, after: String): PostModeration
  "what addComment would draw of this text, for a preview: parsed the same way, nothing stored"
  commentPreview(comment: String!, locale: Locale!): CommentBody!
}

type Mutation {
  "notifyReplies: e-mail the writer about replies to it (where the blog sends mail: replyMail on the list); the first time on a blog, once they confirm"
  addComment(postID: ID!, locale: Locale!, comment: String!, commentID: ID,
             recaptcha: String, user: CommentUserInput!, notifyReplies: Boolean): Comment!
  likeComment(commentID: ID!, locale: Locale!, needCancel: Boolean): LikeResult!
  dislikeComment(commentID: ID!, locale: Locale!, needCancel: Boolean): LikeResult!
  cancelLike(commentID: ID!, locale: Locale!): LikeResult!
  cancelDislike(commentID: ID!, locale: Locale!): LikeResult!
  "its writer, within the edit window: new text (an anonymous writer gives the editKey addComment returned)"
  editComment(commentID: ID!, locale: Locale!, comment: String!, editKey: String): Comment!
  "its writer, within the edit window: removes it; answered, it stays as a placeholder so its thread reads on"
  deleteOwnComment(commentID: ID!, locale: Locale!, editKey: String): ModerationResult!
  "the blog's author: the writer of this comment, by their e-mail or the address it came from, waits for moderation for so many days (1 to 365)"
  blockWriter(commentID: ID!, locale: Locale!, by: BlockKind!, days: Int!): BlockResult!
  "the blog's author: pins a shown top-level comment to the top of its post (in place of any other), or unpins it"
  pinComment(commentID: ID!, locale: Locale!, pinned: Boolean!): Post!
  "the blog's author: closes a post to new comments (what is there stays readable), or opens it again"
  closePost(postID: ID!, locale: Locale!, closed: Boolean!): Post!
  "the blog's author: shows a comment held for moderation"
  approveComment(commentID: ID!, locale: Locale!): ModerationResult!
  "the blog's author: removes a comment held for moderation"
  rejectComment(commentID: ID!, locale: Locale!): ModerationResult!
  "the blog's author: removes a comment, a top-level one with its replies"
  deleteComment(commentID: ID!, locale: Locale!): ModerationResult!
}

type CommentConnection {
  edges: [CommentEdge!]!
  pageInfo: PageInfo!
  "null: no captcha for this blog"
  recaptchaPublicKey: String
  "may comment"
  commentsOverblogAllowed: Boolean!
  "may vote"
  commentsOverblogAllowedVotes: Boolean!
  "whether a writer may ask to be told about replies by e-mail (the server has a mail server)"
  replyMail: Boolean!
  "the first page only: the thread its blog's author pinned to the top, shown first whatever the order; null when none"
  pinned: Comment
}
type CommentEdge { node: Comment!  cursor: String! }
type PageInfo { endCursor: String  hasNextPage: Boolean! }
type Comment {
  id: ID!
  "display string in the locale; fr: dd/mm/YYYY HH:MM"
  date: String!
  "when it was written, ISO 8601 in UTC (2026-01-10T14:11:00.000Z): for <time datetime> and the reader's own time zone"
  createdAt: String!
  "HTML-escaped text, newlines as <br>: the text as its writer typed it"
  comment: String!
  "the text as drawn: its Markdown subset parsed when written, as an allowlisted structure: docs/embedding.md, Formatting"
  body: CommentBody!
  "likes - dislikes"
  popularity: Int!
  "false when held for moderation"
  isVisible: Boolean
  user: CommentUser!
  "a top-level comment's first replies, oldest first; a reply's, none"
  replies: CommentConnection!
  "when its writer last edited it, ISO 8601 in UTC; null when never"
  editedAt: String
  "deleted by its writer but answered: no text, no name, kept so its thread reads on"
  deleted: Boolean!
  "addComment's answer to an anonymous writer only: the key that edits or deletes it within the edit window, given once"
  editKey: String
  "addComment's answer only: until when its writer may edit or delete it, ISO 8601 in UTC; null when the blog allows no editing"
  editableUntil: String
  "addComment's answer only, when notifyReplies was asked: on, or pending until the writer confirms their address"
  replyMail: ReplyMailState
  "the comment it answers; null for a top-level one"
  parentID: ID
  "in the author's moderation queue: how its writer can be blocked; null there when they cannot be (and elsewhere)"
  blockBy: BlockKind
  "the language its text was written in: its writer's locale, a BCP 47 tag for the lang attribute; empty when unknown"
  lang: String!
}
"""
A comment as drawn, as JSON: a list of nodes, each a text string or an element
[tag, ...children] of p br em strong code pre blockquote ul ol li a, a link
carrying {"href": "https://…"} and an ordered list {"start": n} as its second item.
Build it with DOM calls, never as markup; draw only these tags, links only to http(s).
"""
scalar CommentBody
type PostModeration { closed: Boolean!  held: [Comment!]!  "where held goes on" pageInfo: PageInfo! }
enum ReplyMailState { on pending }
type CommentUser { isAuthor: Boolean!  avatar: String  name: String!  website: String }
type Viewer { name: String!  email: String  avatar: String  blogs(after: String): BlogConnection! }
type BlogConnection { edges: [BlogEdge!]!  pageInfo: PageInfo! }
type BlogEdge { node: Blog! }
type Blog { id: ID!  url: String!  name: String! }
type LastComment {
  id: ID!
  comment: String!
  "its words as read, on one line: its formatting drawn, then read as plain text (no Markdown marks)"
  text: String!
  "the language it was written in (BCP 47, as Comment.lang); empty when unknown"
  lang: String!
  post: Post!
}
type Post { id: ID!  title: String!  url: String!  "closed to new comments by its author" closed: Boolean!  "its pinned comment; null when none (lastComments does not say)" pinnedCommentID: ID }
type LikeResult { id: ID!  likes: Int!  dislikes: Int!  popularity: Int! }
"what a moderation did: the comment's id, and whether it is shown now"
type ModerationResult { id: ID!  isVisible: Boolean!  deleted: Boolean! }
enum BlockKind { email address }
"until when the block holds, ISO 8601 in UTC"
type BlockResult { until: String! }
input CommentUserInput { name: String  email: String  website: String }
`;
