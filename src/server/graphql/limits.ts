import {
  getOperationAST,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { PAGE_SIZES } from './page-sizes.ts';

/**
 * Bounds on what one document may ask (docs/api.md "The API", Limits). Depth counts nested
 * fields; cost counts every field the answer can hold, with list fields
 * multiplied by the most items the server returns for them, so aliases and
 * nesting cannot turn one request into a flood. The real clients' documents
 * sit far below both (see the conformance test).
 */
export const MAX_DEPTH = 10;
export const MAX_COST = 5000;
/** graphql-js stops parsing past this many tokens: no megabyte of `{a a a …}`. */
export const MAX_TOKENS = 2000;
/**
 * Fields that cost the server's thread far more than their place in the answer says: a preview parses
 * and draws a comment of up to 5000 characters. A reader's page sends one at a time; a document
 * asking for more than this is refused before anything runs.
 */
export const EXPENSIVE_FIELDS: ReadonlySet<string> = new Set(['commentPreview']);
export const MAX_EXPENSIVE_FIELDS = 10;

const LIST_SIZE: Record<string, number> = {
  comments: PAGE_SIZES.comments,
  replies: PAGE_SIZES.replies,
  edges: 1,
  blogs: PAGE_SIZES.blogs,
  lastComments: PAGE_SIZES.lastComments,
  // A post's held comments, a page at a time: bounded since the queue is paged.
  held: PAGE_SIZES.held,
};

/**
 * What an uncached read spends from its address's budget, over what its answer may hold: what any
 * request costs however small its document (parsing, the viewer, writing the answer), so a flood of
 * tiny queries is charged too (docs/self-hosting.md "What one request and one address may spend").
 */
export const READ_BASE_COST = 100;

export interface DocumentSize {
  depth: number;
  cost: number;
  /**
   * The operation's own fields, through its fragments: for a mutation, how many changes it makes (each
   * one is charged against the address's limit on changes, docs/self-hosting.md "What one request and one address
   * may spend"); `__typename` changes nothing and is not counted.
   */
  topFields: number;
  /** How many expensive fields (EXPENSIVE_FIELDS) the answer could hold. */
  expensive: number;
}

export function measureOperation(document: DocumentNode, operation: OperationDefinitionNode): DocumentSize {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  let depth = 0;
  let cost = 0;
  let topFields = 0;
  let expensive = 0;
  // `seen` guards against fragment cycles (validation refuses them too, but this runs on every document).
  const walk = (set: SelectionSetNode, level: number, multiplier: number, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        depth = Math.max(depth, level);
        cost += multiplier;
        if (level === 1 && selection.name.value !== '__typename') topFields += 1;
        if (EXPENSIVE_FIELDS.has(selection.name.value)) expensive += multiplier;
        if (selection.selectionSet)
          walk(selection.selectionSet, level + 1, multiplier * (LIST_SIZE[selection.name.value] ?? 1), seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, level, multiplier, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        walk(fragment.selectionSet, level, multiplier, new Set([...seen, fragment.name.value]));
      }
      if (cost > MAX_COST * 10) return;
    }
  };
  walk(operation.selectionSet, 1, 1, new Set());
  return { depth, cost, topFields, expensive };
}

/** What running a known document (the server's own, never a client's) spends from the read budget. */
export function readCostOf(query: string): number {
  const document = parse(query);
  return READ_BASE_COST + measureOperation(document, getOperationAST(document)!).cost;
}
