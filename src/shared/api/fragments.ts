/** Selections every comment document shares (the schema's `Comment`, `PageInfo`). */
export const COMMENT =
  'id date createdAt editedAt deleted parentID lang comment body popularity user{isAuthor avatar name website}';
export const PAGE = 'pageInfo{endCursor hasNextPage}';
export const VIEWER = `viewer{name email avatar blogs{edges{node{id url name}}${PAGE}}}`;
