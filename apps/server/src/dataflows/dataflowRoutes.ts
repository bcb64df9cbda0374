import { DATA_FLOW_PATHS, ok, PAGING, type DataFlowInfo, type PagedList } from '@tessera/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { RequestContext } from '../context/requestContext.js';
import { forbidden, requireCaller } from '../authorization/caller.js';
import {
  holdsOperation,
  OPERATION_REFUSED,
  requireDesigner,
} from '../authorization/operationAccess.js';
import type { DataFlowDefinition, DataFlowRegistry } from './dataFlowRegistry.js';
import { toDataFlowInfo } from './dataFlowRegistry.js';
import { runDataFlow } from './runDataFlow.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/envelopeError.js';
import { OptionalOrNull, OptionalText } from '../http/inputSchemas.js';
import { readOrder, readPaging } from '../http/readPaging.js';
import { requireText } from '../http/requestParams.js';

/** The list's query: paging and order (read with their own messages) and the filters. */
const ListQuery = Type.Object({
  currentIndex: OptionalText,
  pageSize: OptionalText,
  order: OptionalText,
  dataflow: OptionalText,
  category: OptionalText,
});
type ListQuery = Static<typeof ListQuery>;

/** The operation a run is made for (spec 1 §7); its length is checked by `readOperationId`. */
const operationId = OptionalOrNull(Type.String());

/** A run: the flow's payload and the operation. */
const RunBody = Type.Object({ payload: Type.Optional(Type.Unknown()), operationId });
type RunBody = Static<typeof RunBody>;

/** getinfo: the flow by name, its parameters as `{ name, value }` pairs. */
const InfoBody = Type.Object({
  flowName: Type.String(),
  parameters: OptionalOrNull(
    Type.Array(Type.Object({ name: Type.String(), value: Type.Optional(Type.Unknown()) })),
  ),
  operationId,
});

/**
 * Refuses a run of a flow the caller may not run (README "Authorization"): a flow naming an
 * operation needs it; one that writes without naming one needs the designer operation.
 */
async function requireRunnable(request: FastifyRequest, flow: DataFlowDefinition): Promise<void> {
  const caller = requireCaller(request);
  if (flow.operationId) {
    if (!(await holdsOperation(request.server.tessera.db, caller.userId, flow.operationId))) {
      throw forbidden(OPERATION_REFUSED);
    }
  } else if (flow.writes) {
    await requireDesigner(request);
  }
}

/** Reads the optional `operationId` of a run body (spec 1 §7): a text of at most 128 chars. */
function readOperationId(value: string | null | undefined): string {
  if (value && value.length > 128) throw badRequest('operationId 应为至多 128 个字符的文本');
  return value ?? '';
}

function listFlows(
  flows: DataFlowRegistry,
  appId: string,
  query: ListQuery,
): PagedList<DataFlowInfo> {
  const paging = readPaging(
    query,
    { index: 'currentIndex', size: 'pageSize' },
    PAGING.schemaPageSize,
  );
  const direction = readOrder(query.order, 'ascending');
  const search = query.dataflow?.trim().toLowerCase();
  const category = query.category?.trim();
  const matching = flows
    .list(appId)
    .filter((f) => !search || f.name.toLowerCase().includes(search) || f.flowId.includes(search))
    .filter((f) => !category || f.category === category)
    .map(toDataFlowInfo)
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.flowId.localeCompare(b.flowId));
  if (direction === 'desc') matching.reverse();
  return {
    total: matching.length,
    items: matching.slice(paging.offset, paging.offset + paging.pageSize),
  };
}

/**
 * The data-flow calls of spec 1 §7 and spec 2 §7.4 (protocol README "Data flows"): the list,
 * run, grouprun and getinfo, answered by the flows registered in the server. Every run
 * answers `{ isSuccess, result, message, durationMs }`. The list needs the designer operation;
 * a run needs what the flow asks for (`requireRunnable`).
 */
export function registerDataFlowRoutes(
  app: FastifyInstance,
  db: Db,
  flows: DataFlowRegistry,
): void {
  const list = async (request: {
    ctx: RequestContext;
    params: { appId: string };
    query: ListQuery;
  }) => {
    const appId = await request.ctx.appId();
    return ok(listFlows(flows, appId, request.query));
  };
  // The list is the designer's (README "Authorization"); pages run flows by id or name.
  const listOptions = { config: { designer: 'read' }, schema: { querystring: ListQuery } } as const;
  type ListRoute = { Params: { appId: string }; Querystring: ListQuery };
  app.get<ListRoute>(DATA_FLOW_PATHS.list.pattern, listOptions, list);
  // The spec writes the list with a trailing slash; accept it without one too.
  app.get<ListRoute>(DATA_FLOW_PATHS.list.pattern.replace(/\/$/, ''), listOptions, list);

  const run = { schema: { body: RunBody } } as const;
  app.post<{ Params: { appId: string; flowId: string }; Body: RunBody }>(
    DATA_FLOW_PATHS.run.pattern,
    run,
    async (request) => {
      const appId = await request.ctx.appId();
      const flow = flows.get(appId, request.params.flowId);
      if (!flow) throw notFound(`数据流 ${request.params.flowId} 不存在`);
      await requireRunnable(request, flow);
      const context = {
        appId,
        payload: request.body.payload ?? null,
        operationId: readOperationId(request.body.operationId),
        group: null,
        db,
      };
      return ok(await runDataFlow(flow, context, request.log));
    },
  );

  app.post<{ Params: { group: string; appId: string; flowId: string }; Body: RunBody }>(
    DATA_FLOW_PATHS.groupRun.pattern,
    run,
    async (request) => {
      const { group, flowId } = request.params;
      const appId = await request.ctx.appId();
      const flow = flows.get(appId, flowId);
      if (!flow) throw notFound(`数据流 ${flowId} 不存在`);
      if (!(flow.groups ?? []).includes(group)) {
        throw notFound(`数据流 ${flowId} 不在分组 ${group} 中`);
      }
      await requireRunnable(request, flow);
      const context = {
        appId,
        payload: request.body.payload ?? null,
        operationId: readOperationId(request.body.operationId),
        group,
        db,
      };
      return ok(await runDataFlow(flow, context, request.log));
    },
  );

  app.post<{ Params: { appId: string }; Body: Static<typeof InfoBody> }>(
    DATA_FLOW_PATHS.getInfo.pattern,
    { schema: { body: InfoBody } },
    async (request) => {
      const appId = await request.ctx.appId();
      const body = request.body;
      // A blank name is refused too.
      const flowName = requireText(body.flowName, 'flowName');
      const flow = flows.getByName(appId, flowName);
      if (!flow) throw notFound(`数据流 ${flowName} 不存在`);
      await requireRunnable(request, flow);
      const parameters = body.parameters ?? [];
      const payload = Object.fromEntries(parameters.map((p) => [p.name, p.value]));
      const context = {
        appId,
        payload,
        operationId: readOperationId(body.operationId),
        group: null,
        db,
      };
      return ok(await runDataFlow(flow, context, request.log));
    },
  );
}
