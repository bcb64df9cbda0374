import type { GraphQLSchema } from 'graphql';
import { loadAppSchemas, type AppSchemas } from '../contentSchema.js';
import type { Db } from '../../db/database.js';
import { EnvelopeError } from '../../http/envelopeError.js';
import { buildAppSchema } from './buildAppSchema.js';

/** One app's built GraphQL schema and the content schemas it was built from. */
export interface AppGraphql {
  schema: GraphQLSchema;
  schemas: AppSchemas;
}

/**
 * The built GraphQL schema of each app, built on first use from the schemas table and kept
 * until {@link SchemaCache.invalidate} is called (by the schema-editing calls).
 */
export interface SchemaCache {
  /** The app's schema, or null when the app does not exist. */
  get(appId: string): Promise<GraphQLSchema | null>;
  /** The app's schema with its content schemas, or null when the app does not exist. */
  getApp(appId: string): Promise<AppGraphql | null>;
  /** Forgets one app's schema, or every app's schema when called without an id. */
  invalidate(appId?: string): void;
}

/** Creates an empty {@link SchemaCache} reading from `db`. */
export function createSchemaCache(db: Db): SchemaCache {
  const cache = new Map<string, Promise<AppGraphql | null>>();

  async function build(appId: string): Promise<AppGraphql | null> {
    let schemas: AppSchemas;
    try {
      schemas = await loadAppSchemas(db, appId);
    } catch (error) {
      if (error instanceof EnvelopeError) return null; // unknown app (or no GUID)
      throw error;
    }
    return { schema: buildAppSchema(schemas), schemas };
  }

  const getApp = (appId: string): Promise<AppGraphql | null> => {
    let entry = cache.get(appId);
    if (!entry) {
      entry = build(appId);
      cache.set(appId, entry);
      // Never cache a failure or an unknown app: the next request tries again.
      entry.then(
        (built) => {
          if (!built && cache.get(appId) === entry) cache.delete(appId);
        },
        () => {
          if (cache.get(appId) === entry) cache.delete(appId);
        },
      );
    }
    return entry;
  };

  return {
    getApp,
    async get(appId) {
      return (await getApp(appId))?.schema ?? null;
    },
    invalidate(appId) {
      if (appId === undefined) cache.clear();
      else cache.delete(appId);
    },
  };
}
