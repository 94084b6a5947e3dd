/**
 * The pages a reply mail’s links open.
 */
export const words = {
  confirmTitle: 'Confirm e-mails about replies',
  confirmAsk: 'Send an e-mail to {email} when someone replies to your comment on “{title}”?',
  confirmButton: 'Yes, send them',
  confirmedTitle: 'E-mails about replies are on',
  confirmed:
    'We will e-mail {email} when someone replies to your comment on “{title}”, and to the other comments you asked about on this blog.',
  stopTitle: 'Stop e-mails about replies',
  stopAsk: 'Stop the e-mails to {email} about replies to your comment on “{title}”?',
  stopButton: 'Stop these e-mails',
  stoppedTitle: 'E-mails about replies are off',
  stopped: 'No more e-mails about replies to your comment on “{title}” will be sent to {email}.',
  back: 'Back to the post',
  badTitle: 'This link does not work',
  bad: 'It may have been cut: copy the whole address from the e-mail. If the comment was deleted, its e-mails stopped with it.',
};
