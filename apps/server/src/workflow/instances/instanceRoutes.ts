import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';

/** Workflow instances, tasks, lists and the timeline. */
export function registerInstanceRoutes(_app: FastifyInstance, _db: Db): void {}
