import { buildSchema, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers.ts';
import { SDL } from './sdl.ts';

type ResolverMap = Record<string, Record<string, GraphQLFieldResolver<any, any>>>;

/** The schema from its SDL, with each resolver attached to its field: one source of truth for names and types. */
export function createSchema(map: ResolverMap = resolvers): GraphQLSchema {
  const schema = buildSchema(SDL);
  for (const [typeName, fields] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`resolvers for unknown type ${typeName}`);
    const schemaFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      if (!schemaFields[fieldName]) throw new Error(`resolver for unknown field ${typeName}.${fieldName}`);
      schemaFields[fieldName].resolve = resolve;
    }
  }
  return schema;
}
