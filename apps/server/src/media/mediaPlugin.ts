import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../domainOptions.js';
import { registerMediaRoutes } from './mediaRoutes.js';
import { registerPartUploadRoutes } from './partUploadRoutes.js';
import { registerUploadRoutes } from './uploadRoutes.js';

/** Media: the image library, video records and the uploads (README "Media"). */
export async function mediaPlugin(app: FastifyInstance, options: DomainOptions): Promise<void> {
  registerMediaRoutes(app, options.db, options.media);
  await registerUploadRoutes(app, options.db, options.media);
  await registerPartUploadRoutes(app, options.db, options.media);
}
