import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { MAX_TOKENS } from './limits.ts';

export type Checked = { document: DocumentNode } | { errors: readonly GraphQLError[] };

/**
 * Parsing and validating the same document for every request is most of a
 * small query's cost; clients send a handful of fixed documents, so keep
 * those. Only documents that validate are kept: the key is whatever text a
 * request sends, and if junk were kept too, anyone could flush the real
 * clients' documents with a stream of distinct bad ones. The least recently
 * used document goes first, so the ones clients keep sending stay.
 */
export function createDocumentCache(schema: GraphQLSchema, size = 200) {
  const documents = new Map<string, DocumentNode>();

  return {
    check(query: string): Checked {
      const cached = documents.get(query);
      if (cached) {
        documents.delete(query);
        documents.set(query, cached);
        return { document: cached };
      }
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens: MAX_TOKENS });
      } catch (error) {
        return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
      }
      const errors = validate(schema, document);
      if (errors.length) return { errors };
      if (documents.size >= size) documents.delete(documents.keys().next().value!);
      documents.set(query, document);
      return { document };
    },
    /** Whether a document is kept (for tests). */
    has: (query: string) => documents.has(query),
  };
}
