/**
 * What the API says to readers, validation included, in the request’s locale.
 */
export const words = {
  nameRequired: 'Please enter your name.',
  nameTooLong: {
    one: 'Your name can be at most {count} character long.',
    other: 'Your name can be at most {count} characters long.',
  },
  emailInvalid: 'Please enter a valid email address, or leave it empty.',
  emailTooLong: {
    one: 'The email address can be at most {count} character long.',
    other: 'The email address can be at most {count} characters long.',
  },
  websiteInvalid: 'The website must be an address starting with http:// or https://.',
  websiteTooLong: {
    one: 'The website address can be at most {count} character long.',
    other: 'The website address can be at most {count} characters long.',
  },
  commentRequired: 'Please write a comment.',
  commentTooLong: {
    one: 'Your comment can be at most {count} character long.',
    other: 'Your comment can be at most {count} characters long.',
  },
  recaptchaRequired: 'Please confirm you are not a robot.',
  recaptchaFailed: 'The anti-robot check failed. Please try again.',
  recaptchaExpired: 'The anti-robot check expired. Please try again.',
  recaptchaUsed: 'This anti-robot check was already used. Please try again.',
  recaptchaElsewhere: 'This anti-robot check was made for another page or connection. Please try again.',
  unknownPost: 'This post does not exist.',
  unknownComment: 'This comment does not exist.',
  unknownBlog: 'This blog does not exist.',
  commentsClosed: 'Comments are closed on this blog.',
  postClosed: 'Comments are closed on this post.',
  votesClosed: 'Votes are closed on this blog.',
  voteConflict: 'Cancel your other vote on this comment first.',
  votesFromAddress: 'Too many votes on this comment came from your network today; try again tomorrow.',
  tooManyChanges: 'Too many changes from here. Please try again {when}.',
  tooManyPreviews: 'Too many previews from here. Please try again {when}.',
  badCursor: 'This page of results cannot be found; please reload.',
  notAuthor: 'Only the blog’s author can moderate its comments.',
  notHeld: 'This comment is not waiting for moderation.',
  notYours: 'Only the writer of this comment can change it.',
  editClosed: 'This comment can no longer be changed: the time to edit or delete it has passed.',
  blockDays: 'Block for a whole number of days from 1 to 365.',
  noEmail: 'This comment has no e-mail to block.',
  noAddress: 'Where this comment came from is not known: it cannot be blocked by address.',
  replyMailNeedsEmail: 'Enter your email to be told about replies.',
  replyMailOff: 'This blog sends no e-mail about replies.',
  pinTopLevel: 'Only a shown comment that starts a thread can be pinned.',
  heldFromAddress:
    'You already have several comments waiting for the author’s approval on this blog. Send this one once they have been read: your text is kept here.',
  heldOnPost:
    'Too many comments are waiting for the author’s approval on this post. Please send yours later: your text is kept here.',
};
