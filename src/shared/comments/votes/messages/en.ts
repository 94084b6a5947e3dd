/**
 * The votes' words: what Like and Dislike show and say, in the section and in the votes alone (comments-votes.js),
 * which loads these and nothing else of the section's words.
 */
export const words = {
  rate: 'Rate comment by {name}',
  like: 'Like',
  dislike: 'Dislike',
  score: 'Score: {count}',
  vote_failed: 'Your vote on the comment by {name} was not saved. Please try again.',
};
