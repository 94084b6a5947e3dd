import {
  execute,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from './context.ts';
import { createDocumentCache } from './document-cache.ts';
import { MAX_COST, MAX_DEPTH, MAX_EXPENSIVE_FIELDS, measureOperation, type DocumentSize } from './limits.ts';
import { maskUnexpectedErrors } from './mask-errors.ts';

/**
 * GraphQL over HTTP without HTTP (STYLE: a transport-free core): a request
 * body becomes either a refusal (status + errors) or a prepared operation
 * the adapter may run once it has checked what the operation kind demands
 * (mutations: origin, content type, rate limit).
 */
export type Refusal = { ok: false; status: number; result: ExecutionResult };
export type Prepared = {
  ok: true;
  kind: 'query' | 'mutation' | 'subscription';
  /** What running it spends (limits.ts): the adapter charges the client's allowances with it before it runs. */
  size: DocumentSize;
  run(context: GraphQLContext): Promise<ExecutionResult>;
  /** The answer as sent: JSON text, written by a serializer made for this document when it is compiled. */
  toJson(result: ExecutionResult): string;
};

const refusal = (status: number, message: string, code: string): Refusal => ({
  ok: false,
  status,
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

export interface HandlerOptions {
  /** Where a resolver's unexpected error goes (the server's log); the client only sees INTERNAL_SERVER_ERROR. */
  onInternalError: (error: Error) => void;
}

export function createGraphQLHandler(schema: GraphQLSchema, { onInternalError }: HandlerOptions) {
  const { check } = createDocumentCache(schema);
  // Each kept document's operations compiled once (graphql-jit) into plain functions: executing
  // RootComments through graphql-js's interpreter was most of an uncached answer's time. Kept by
  // the document object itself, so they go when the document cache lets it go.
  const compiledByDocument = new WeakMap<DocumentNode, Map<string | null, CompiledQuery | null>>();
  const seenOnce = new WeakSet<DocumentNode>();
  // A kept document's operations are measured once, like they are compiled once.
  const sizes = new WeakMap<DocumentNode, Map<OperationDefinitionNode, DocumentSize>>();
  const sizeOf = (document: DocumentNode, operation: OperationDefinitionNode): DocumentSize => {
    let measured = sizes.get(document);
    if (!measured) sizes.set(document, (measured = new Map()));
    let size = measured.get(operation);
    if (!size) measured.set(operation, (size = measureOperation(document, operation)));
    return size;
  };
  const compiled = (document: DocumentNode, name: string | null): CompiledQuery | null => {
    // A document's first run is interpreted: compiling costs more than one run, so only documents
    // clients send again are compiled, and a stream of one-off documents costs no more than before.
    if (!seenOnce.has(document)) {
      seenOnce.add(document);
      return null;
    }
    let operations = compiledByDocument.get(document);
    if (!operations) compiledByDocument.set(document, (operations = new Map()));
    if (!operations.has(name)) {
      // Leaves go out as the resolvers made them (every one already has its field's type), and answers
      // are written by a serializer made from the document's shape rather than by JSON.stringify.
      const made = compileQuery(schema, document, name ?? undefined, {
        disableLeafSerialization: true,
        customJSONSerializer: true,
      });
      // What cannot be compiled runs interpreted, as before.
      operations.set(name, isCompiledQuery(made) ? made : null);
    }
    return operations.get(name)!;
  };

  return function prepare(body: unknown): Refusal | Prepared {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return refusal(400, 'The body must be a JSON object {query, variables, operationName}.', 'BAD_REQUEST');
    const { query, variables = null, operationName = null } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.trim() === '')
      return refusal(400, 'The body must carry a GraphQL document as "query".', 'BAD_REQUEST');
    if (variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
      return refusal(400, '"variables" must be an object.', 'BAD_REQUEST');
    if (operationName !== null && typeof operationName !== 'string')
      return refusal(400, '"operationName" must be a string.', 'BAD_REQUEST');

    // Documents that cannot run are 400s: nothing in them was executed.
    const checked = check(query);
    if ('errors' in checked) return { ok: false, status: 400, result: { errors: checked.errors } };
    const operation: OperationDefinitionNode | null | undefined = getOperationAST(checked.document, operationName);
    if (!operation)
      return refusal(
        400,
        operationName
          ? `No operation named "${operationName}".`
          : 'Name the operation to run: the document holds several.',
        'BAD_REQUEST',
      );
    const size = sizeOf(checked.document, operation);
    if (size.depth > MAX_DEPTH)
      return refusal(400, `The query is ${size.depth} fields deep; the limit is ${MAX_DEPTH}.`, 'QUERY_TOO_DEEP');
    if (size.cost > MAX_COST)
      return refusal(400, `The query could return ${size.cost} fields; the limit is ${MAX_COST}.`, 'QUERY_TOO_COSTLY');
    if (size.expensive > MAX_EXPENSIVE_FIELDS)
      return refusal(
        400,
        `The query asks for ${size.expensive} previews; the limit is ${MAX_EXPENSIVE_FIELDS} in one request.`,
        'QUERY_TOO_COSTLY',
      );

    const name = operation.name?.value ?? null;
    let ranCompiled: CompiledQuery | null = null;
    return {
      ok: true,
      kind: operation.operation,
      size,
      run: async (context) => {
        ranCompiled = compiled(checked.document, name);
        return maskUnexpectedErrors(
          await (ranCompiled?.query(undefined, context, variables as Record<string, unknown> | null) ??
            execute({
              schema,
              document: checked.document,
              operationName: name,
              variableValues: variables as Record<string, unknown> | null,
              contextValue: context,
            })),
          onInternalError,
        );
      },
      // The document's serializer knows the shape of its data alone: an answer with errors is written whole.
      toJson: (result) => (ranCompiled && !result.errors ? ranCompiled.stringify(result) : JSON.stringify(result)),
    };
  };
}
