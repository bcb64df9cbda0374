import { ok, ORGANISATION_PATHS as P } from '@tessera/protocol';
import { Type, type Static } from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { OptionalText } from '../http/inputSchemas.js';
import { adminCall, type AppParams } from '../organisation/routeAccess.js';
import { listTaskRuns, listTasks, setTaskEnabled } from './scheduledTasks.js';

const TaskLogQuery = Type.Object({
  taskId: OptionalText,
  currentIndex: OptionalText,
  pageSize: OptionalText,
});
type JobParams = AppParams & { jobId: string };

/** The task calls of spec 2 §7.3 "Tasks": list, logs, start and stop by jobId. Administrators only. */
export function registerTaskRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: AppParams }>(P.tasks.pattern, async (request) => {
    await adminCall(db, request);
    return ok(await listTasks(db));
  });
  app.get<{ Params: AppParams; Querystring: Static<typeof TaskLogQuery> }>(
    P.taskLogs.pattern,
    { schema: { querystring: TaskLogQuery } },
    async (request) => {
      await adminCall(db, request);
      return ok(await listTaskRuns(db, request.query));
    },
  );
  for (const [pattern, enabled] of [
    [P.startTask.pattern, true],
    [P.stopTask.pattern, false],
  ] as const) {
    app.post<{ Params: JobParams }>(pattern, async (request) => {
      const { actor } = await adminCall(db, request);
      return ok(await setTaskEnabled(db, actor, request.params.jobId, enabled));
    });
  }
}
