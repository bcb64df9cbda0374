import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';

/** Workflow definitions, categories, versions and forms. */
export function registerDefinitionRoutes(_app: FastifyInstance, _db: Db): void {}
