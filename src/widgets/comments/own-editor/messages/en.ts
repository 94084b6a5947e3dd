/**
 * The words of editing and deleting one’s own comment (they come with the editor’s code).
 */
export const words = {
  edit_label: 'Your comment',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving your comment…',
  saved: 'Your comment is updated.',
  saved_held: 'Your comment is updated and waits for moderation: readers see it again once it is approved.',
  delete_question: 'Delete your comment? This cannot be undone.',
  delete_yes: 'Delete comment',
  delete_no: 'Keep it',
  deleting: 'Deleting your comment…',
  removed: 'Your comment is deleted.',
  remove_question: 'Delete this comment by {name}, and its replies? This cannot be undone.',
  removing: 'Deleting the comment…',
  anonymous: 'Anonymous',
  removed_by: 'Deleted: the comment by {name}.',
  generic_error: 'Something went wrong. Please try again.',
};
