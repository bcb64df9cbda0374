import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { PAGING } from '@tessera/protocol';
import type { Db, SchemaField } from '../db/database.js';
import { queryContents } from './queryContents.js';

/** A content schema as the GraphQL layer needs it. */
export interface AppContentSchema {
  name: string;
  fields: readonly SchemaField[];
}

/** Schema names usable inside GraphQL names; nothing else ever reaches the type definitions. */
const GRAPHQL_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** `article` → `Article`: the `{Schema}` part of type and field names (protocol README). */
export function schemaTypeName(schemaName: string): string {
  return schemaName.charAt(0).toUpperCase() + schemaName.slice(1);
}

interface ContentsArgs {
  top?: number | null;
  skip?: number | null;
  orderfield?: string | null;
  orderasc?: boolean | null;
}

type Resolver = (source: unknown, args: ContentsArgs) => unknown;

function schemaTypeDefs(typeName: string): string {
  // spec 1 §3 Content item; defaults of the arguments from spec 1 §9 paging.
  return `
type ${typeName}Content {
  id: String!
  contentId: String!
  version: Int!
  created: String!
  createdBy: String!
  lastModified: String!
  lastModifiedBy: String!
  status: String!
  "Custom fields, each as { iv: value }."
  data: JSON!
}
type ${typeName}ContentsWithTotal {
  total: Int!
  items: [${typeName}Content!]!
}`;
}

function queryField(typeName: string): string {
  return `  query${typeName}ContentsWithTotal(top: Int = ${PAGING.defaultTopN}, skip: Int = 0, orderfield: String = "created", orderasc: Boolean = true): ${typeName}ContentsWithTotal!`;
}

/**
 * Builds the content GraphQL schema of one app from its schemas table: for each schema a
 * `query{Schema}ContentsWithTotal(top, skip, orderfield, orderasc)` field answering
 * `{ total, items }` (protocol README "GraphQL"). Schema names that are not GraphQL names, or
 * that collide once capitalised, are left out.
 *
 * Built through graphql-yoga's `createSchema` rather than graphql-js constructors on purpose:
 * `graphql` ships both CJS and ESM files, and a schema built from one copy is rejected by a
 * yoga loaded with the other (as happens when Vitest inlines this file).
 */
export function buildAppSchema(
  db: Db,
  appId: string,
  schemas: readonly AppContentSchema[],
): GraphQLSchema {
  const typeDefs: string[] = ['"Any JSON value." scalar JSON'];
  const fields: string[] = [];
  const resolvers: Record<string, Resolver> = {};
  const typeNames = new Set<string>();

  for (const schema of schemas) {
    const typeName = schemaTypeName(schema.name);
    if (!GRAPHQL_NAME.test(schema.name) || typeNames.has(typeName)) continue;
    typeNames.add(typeName);
    typeDefs.push(schemaTypeDefs(typeName));
    fields.push(queryField(typeName));
    resolvers[`query${typeName}ContentsWithTotal`] = (_source, args) =>
      queryContents(db, {
        appId,
        schemaName: schema.name,
        fields: schema.fields,
        // An explicit null means "use the default" as much as leaving the argument out.
        top: args.top ?? PAGING.defaultTopN,
        skip: args.skip ?? 0,
        orderfield: args.orderfield ?? 'created',
        orderasc: args.orderasc ?? true,
      });
  }

  if (fields.length === 0) {
    // A GraphQL Query type needs one field; an app without schemas still answers queries.
    fields.push('  contentSchemas: [String!]!');
    resolvers.contentSchemas = () => [];
  }
  typeDefs.push(`type Query {\n${fields.join('\n')}\n}`);

  return createSchema({ typeDefs: typeDefs.join('\n'), resolvers: { Query: resolvers } });
}
