/**
 * The words of the votes’ and sign-in code that the reading path never shows: a comment’s menu items and what they say.
 */
export const words = {
  edit: 'Edit',
  delete: 'Delete',
  your_data: 'Your data…',
  copy_link: 'Copy link',
  link_copied: 'Link copied.',
  link_not_copied: 'Copy this link to the comment:',
  signed_out: 'You are signed out.',
  popup_blocked: 'Your browser blocked the window.',
  popup_link: 'Open it here',
};
