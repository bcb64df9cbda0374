import type { FastifyInstance } from 'fastify';
import { createDataFlowRegistry, type DataFlowDefinition } from '../dataflows/dataFlowRegistry.js';
import { DEMO_DATA_FLOWS } from '../dataflows/demoDataFlows.js';
import type { Db } from '../db/database.js';
import { resolveMediaOptions, type MediaOptions } from '../media/mediaOptions.js';
import { DEMO_MODELS } from '../models/demoModels.js';
import { createModelRegistry, type ModelDefinition } from '../models/modelRegistry.js';
import { registerDataFlowRoutes } from './dataflowRoutes.js';
import { registerDesignerPageRoutes } from './designerPageRoutes.js';
import { registerMediaRoutes } from './mediaRoutes.js';
import { registerModelRoutes } from './modelRoutes.js';
import { registerSchemaRoutes } from './schemaRoutes.js';
import { registerSubAppRoutes } from './subAppRoutes.js';
import { registerUploadRoutes } from './uploadRoutes.js';

/** The data-platform parts of ServerOptions. */
export interface PlatformOptions {
  /** Whether the demo app is seeded: its data flows and models are registered with it. */
  seed: boolean;
  /** Upload storage and limits (README "Media"). */
  media?: MediaOptions;
  /** Data flows the server runs, besides the demo's (README "Data flows"). */
  dataFlows?: readonly DataFlowDefinition[];
  /** API and OLAP models the server answers, besides the demo's (README "Models"). */
  models?: readonly ModelDefinition[];
}

/**
 * Registers the data-platform calls (protocol README "Schemas", "Pages and sub-apps", "Media",
 * "Data flows", "API and OLAP models"): schemas, designer pages and SavePage, sub-app settings,
 * the media library and uploads, data flows and models.
 */
export async function registerPlatformRoutes(
  app: FastifyInstance,
  db: Db,
  options: PlatformOptions,
): Promise<void> {
  const flows = createDataFlowRegistry([
    ...(options.seed ? DEMO_DATA_FLOWS : []),
    ...(options.dataFlows ?? []),
  ]);
  const models = createModelRegistry([
    ...(options.seed ? DEMO_MODELS : []),
    ...(options.models ?? []),
  ]);
  registerSchemaRoutes(app, db);
  registerDesignerPageRoutes(app, db);
  registerSubAppRoutes(app, db);
  registerMediaRoutes(app, db);
  await registerUploadRoutes(app, db, resolveMediaOptions(options.media));
  registerDataFlowRoutes(app, db, flows);
  registerModelRoutes(app, db, models);
}
