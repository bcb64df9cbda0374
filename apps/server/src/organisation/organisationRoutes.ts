import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { registerGrantRoutes } from './grantRoutes.js';
import { registerPolicyRoutes } from './policyRoutes.js';
import { registerStructureRoutes } from './structureRoutes.js';
import { registerUserRoutes } from './userRoutes.js';

/**
 * Registers the organisation calls (`ORGANISATION_PATHS`, protocol README "Organisation"; server
 * README "Organisation"): users, departments, roles, posts, ranks, tags, operations, grants,
 * page permission, security policies and the audit log. Admin calls need the admin role; the page
 * permission and the departments by user id need a signed-in caller reading themself (or an
 * administrator). Sign-in, tokens and the user-info call are identity's.
 */
export function registerOrganisationRoutes(app: FastifyInstance, db: Db): void {
  registerUserRoutes(app, db);
  registerStructureRoutes(app, db);
  registerGrantRoutes(app, db);
  registerPolicyRoutes(app, db);
}
