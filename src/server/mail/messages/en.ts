/**
 * The reply mails: the confirmation and the reply itself, plain text.
 */
export const words = {
  confirmSubject: 'Confirm e-mails about replies on {blog}',
  confirmText:
    'Someone, we hope you, asked to be told by e-mail when someone replies to a comment on “{title}” ({blog}).\n\nTo confirm, open this link:\n{confirm}\n\nIf it was not you, ignore this e-mail: nothing is sent about this comment unless it is confirmed.\n\nStop e-mails about this comment: {stop}\n',
  replySubject: '{name} replied to your comment on “{title}”',
  replyText:
    '{name} replied to your comment on “{title}”:\n\n{text}\n\nRead it on the page: {url}\n\nYou get this e-mail because you asked to be told about replies to this comment.\nStop these e-mails: {stop}\n',
};
