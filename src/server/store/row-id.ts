import { ROW_ID } from '../../shared/row-id.ts';

/** Ids arrive as strings from the API; anything but a positive integer names nothing (both engines' ids are integers). */
export const rowId = (id: string | null | undefined): number | null =>
  typeof id === 'string' && ROW_ID.test(id) ? Number(id) : null;
