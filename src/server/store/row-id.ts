/** Ids arrive as strings from the API; anything but a positive integer names nothing (both engines' ids are integers). */
export const rowId = (id: string | null | undefined): number | null =>
  typeof id === 'string' && /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
