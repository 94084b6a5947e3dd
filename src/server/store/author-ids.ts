/**
 * A blog's rule-made authors as its row keeps them (`blogs.author_ids`, migration 18): account ids,
 * comma-separated, in ascending order, so an unchanged set writes the same text and a change is one update.
 */
export function withAuthor(authorIds: string | null, accountId: string, isAuthor: boolean): string | null {
  const ids = new Set(authorIds ? authorIds.split(',') : []);
  if (isAuthor) ids.add(accountId);
  else ids.delete(accountId);
  return ids.size ? [...ids].sort((a, b) => Number(a) - Number(b)).join(',') : null;
}
