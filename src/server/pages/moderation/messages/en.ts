/**
 * The moderation page.
 */
export const words = {
  title: { one: 'Moderation: {count} waiting – {blog}', other: 'Moderation: {count} waiting – {blog}' },
  titleNone: 'Moderation: nothing waiting – {blog}',
  heading: 'Comments waiting on {blog}',
  none: 'No comment is waiting.',
  on: '{name} on “{title}”',
  wrote: 'Written {date}',
  email: 'Email: {email}',
  website: 'Website: {website}',
  approve: 'Approve',
  reject: 'Reject',
  block: 'Block writer',
  actionOf: ' the comment by {name} on “{title}”',
  blockOf: ' of the comment by {name} on “{title}”, for 30 days',
  blocked: '{name} is blocked for 30 days: what they write waits for approval. Their comment still waits here.',
  unblockable: 'This writer cannot be blocked: their comment carries neither an e-mail nor the address it came from.',
  approved: 'The comment by {name} is approved: it shows on “{title}”.',
  rejected: 'The comment is rejected: it is removed.',
  gone: 'That comment was moderated already.',
  signIn: 'Sign in as the blog’s author to moderate its comments.',
  signInLink: 'Sign in',
  notAuthor: 'Only the blog’s author can moderate its comments.',
  noBlog: 'There is no such blog.',
  tooMany: 'Too many changes at once. Please wait a minute and try again.',
  refusedTitle: 'Moderation',
};
