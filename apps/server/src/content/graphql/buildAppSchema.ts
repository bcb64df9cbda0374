import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { AppSchemas } from '../contentSchema.js';
import {
  CONTENT_ITEM_RESOLVERS,
  CONTENTS_RESULT_RESOLVERS,
  contentsQueryResolver,
} from './contentResolvers.js';
import {
  schemaMutationFields,
  schemaQueryFields,
  schemaTypeDefs,
  schemaTypeName,
  SHARED_TYPE_DEFS,
  UPDATE_FIELD_CONTENT,
} from './contentTypeDefs.js';
import { schemaMutationResolvers, updateFieldContentResolver } from './mutationResolvers.js';

export { schemaTypeName } from './contentTypeDefs.js';

/** Schema names usable inside GraphQL names; nothing else ever reaches the type definitions. */
const GRAPHQL_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

type Resolvers = Record<string, unknown>;

/**
 * Builds the content GraphQL schema of one app from its schemas (protocol README "Content
 * GraphQL"): for each schema `query{Schema}ContentsWithTotal` and its `NoDetails` form, and
 * `add/update/delete{Schema}Content`; for the app `updateFieldContent`. Schema names that are
 * not GraphQL names, or that collide once capitalised, are left out. Resolvers read the
 * database through the request's context (its write session), never a captured instance.
 *
 * Built through graphql-yoga's `createSchema` rather than graphql-js constructors on purpose:
 * `graphql` ships both CJS and ESM files, and a schema built from one copy is rejected by a
 * yoga loaded with the other (as happens when Vitest inlines this file).
 */
export function buildAppSchema(schemas: AppSchemas): GraphQLSchema {
  const typeDefs: string[] = [SHARED_TYPE_DEFS];
  const queryFields: string[] = [];
  const mutationFields: string[] = [];
  const query: Resolvers = {};
  const mutation: Resolvers = {};
  const resolvers: Record<string, Resolvers> = {};
  const typeNames = new Set<string>();

  for (const schema of schemas.values()) {
    const typeName = schemaTypeName(schema.name);
    if (!GRAPHQL_NAME.test(schema.name) || typeNames.has(typeName)) continue;
    typeNames.add(typeName);
    typeDefs.push(schemaTypeDefs(typeName));
    queryFields.push(...schemaQueryFields(typeName));
    mutationFields.push(...schemaMutationFields(typeName));
    query[`query${typeName}ContentsWithTotal`] = contentsQueryResolver(
      schema,
      schemas,
      typeName,
      true,
    );
    query[`query${typeName}ContentsWithTotalNoDetails`] = contentsQueryResolver(
      schema,
      schemas,
      typeName,
      false,
    );
    Object.assign(mutation, schemaMutationResolvers(schema, typeName, schemas));
    resolvers[`${typeName}ContentsWithTotal`] = CONTENTS_RESULT_RESOLVERS;
    resolvers[`${typeName}Content`] = CONTENT_ITEM_RESOLVERS;
  }

  if (queryFields.length === 0) {
    // A GraphQL Query type needs one field; an app without schemas still answers queries.
    queryFields.push('  contentSchemas: [String!]!');
    query.contentSchemas = () => [];
  } else {
    mutationFields.push(UPDATE_FIELD_CONTENT);
    mutation.updateFieldContent = updateFieldContentResolver(schemas);
    typeDefs.push(`type Mutation {\n${mutationFields.join('\n')}\n}`);
    resolvers.Mutation = mutation;
  }
  typeDefs.push(`type Query {\n${queryFields.join('\n')}\n}`);
  resolvers.Query = query;
  resolvers.Content = CONTENT_ITEM_RESOLVERS;

  return createSchema({ typeDefs: typeDefs.join('\n'), resolvers: resolvers as never });
}
