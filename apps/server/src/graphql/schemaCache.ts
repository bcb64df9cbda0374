import type { GraphQLSchema } from 'graphql';
import type { Db } from '../db/database.js';
import { buildAppSchema } from './buildAppSchema.js';

/**
 * The built GraphQL schema of each app, built on first use from the schemas table and kept
 * until {@link SchemaCache.invalidate} is called (by the schema-editing calls of later issues).
 */
export interface SchemaCache {
  /** The app's schema, or null when the app does not exist. */
  get(appId: string): Promise<GraphQLSchema | null>;
  /** Forgets one app's schema, or every app's schema when called without an id. */
  invalidate(appId?: string): void;
}

/** Creates an empty {@link SchemaCache} reading from `db`. */
export function createSchemaCache(db: Db): SchemaCache {
  const cache = new Map<string, Promise<GraphQLSchema | null>>();

  async function build(appId: string): Promise<GraphQLSchema | null> {
    const app = await db
      .selectFrom('apps')
      .select('app_id')
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (!app) return null;
    const schemas = await db
      .selectFrom('schemas')
      .select(['name', 'fields'])
      .where('app_id', '=', appId)
      .orderBy('name')
      .execute();
    return buildAppSchema(db, appId, schemas);
  }

  return {
    get(appId) {
      let entry = cache.get(appId);
      if (!entry) {
        entry = build(appId);
        cache.set(appId, entry);
        // Never cache a failure or an unknown app: the next request tries again.
        entry.then(
          (schema) => {
            if (!schema) cache.delete(appId);
          },
          () => cache.delete(appId),
        );
      }
      return entry;
    },
    invalidate(appId) {
      if (appId === undefined) cache.clear();
      else cache.delete(appId);
    },
  };
}
