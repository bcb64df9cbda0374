import { MODEL_PATHS, ok, RSP_CD, type OlapResult } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { Db } from '../db/database.js';
import { attachmentDisposition } from '../media/enclosureStore.js';
import { badRequest, EnvelopeError, notFound } from '../http/envelopeError.js';
import { OptionalOrNull, OptionalText } from '../http/inputSchemas.js';
import { requireText } from '../http/requestParams.js';
import {
  DEFAULT_MODEL_TIMEOUT_MS,
  type ModelDefinition,
  type ModelRegistry,
} from './modelRegistry.js';
import { objectsToTable, toCsv } from './toCsv.js';
import { requireApp } from '../context/requireRecords.js';
import { requireDesignerRead } from '../authorization/operationAccess.js';
import { publicErrorMessage, runWithTimeLimit } from '../registeredCode/runWithTimeLimit.js';

/** `?app=` (read by `requireApp`, else the `appid` header). */
const ModelQuery = Type.Object({ app: OptionalText });

/** The model and its version (default 1), as text or a number. */
const modelKey = {
  modelId: Type.String(),
  version: OptionalOrNull(Type.Union([Type.String(), Type.Number()])),
};

/** An API-model call: its parameters as `{ paramKey, paramValue }` pairs. */
const ApiModelBody = Type.Object({
  ...modelKey,
  body: OptionalOrNull(
    Type.Array(Type.Object({ paramKey: Type.String(), paramValue: Type.Optional(Type.Unknown()) })),
  ),
});

/** An OLAP query: its filters as expression text. */
const OlapQueryBody = Type.Object({
  ...modelKey,
  dataFilterExpression: OptionalOrNull(Type.String()),
  aggDataFilterExpression: OptionalOrNull(Type.String()),
});

/** A model call's request, its query and body typed by the route's schemas. */
type ModelRequest<Body extends TSchema = TSchema> = FastifyRequest & {
  query: Static<typeof ModelQuery>;
  body: Static<Body>;
};

/** The app of a model call: `?app=`, else the shared `appid` header (spec 1 §7). */
function requestApp(request: ModelRequest): Promise<string> {
  const header = request.headers.appid;
  return requireApp(
    request.ctx,
    request.query.app ?? (typeof header === 'string' ? header : undefined),
  );
}

function readModelKey(body: Static<typeof ApiModelBody> | Static<typeof OlapQueryBody>) {
  // A blank id is refused too.
  const modelId = requireText(body.modelId, 'modelId');
  return { modelId, version: String(body.version ?? '1') };
}

/**
 * Runs a model's function with its time limit. A thrown message answers 40000 with it (models
 * throw for input they cannot use); a database failure answers 50000 without its text; running
 * out of time answers 50000 naming the limit.
 */
async function runModel<T>(
  model: ModelDefinition,
  request: FastifyRequest,
  run: (signal: AbortSignal) => Promise<T> | T,
): Promise<T> {
  const timeoutMs = model.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const outcome = await runWithTimeLimit(run, timeoutMs);
  if (outcome.status === 'done') return outcome.value;
  if (outcome.status === 'timedOut') {
    throw new EnvelopeError(
      RSP_CD.serverError,
      `模型 ${model.name} 运行超时（超过 ${timeoutMs} 毫秒）`,
    );
  }
  const message = publicErrorMessage(outcome.error, '');
  request.log.warn({ err: outcome.error, modelId: model.modelId }, 'model failed');
  if (message) throw badRequest(message);
  throw new EnvelopeError(RSP_CD.serverError, `模型 ${model.name} 运行失败`);
}

async function callApiModel(
  db: Db,
  models: ModelRegistry,
  request: ModelRequest<typeof ApiModelBody>,
) {
  const appId = await requestApp(request);
  const { modelId, version } = readModelKey(request.body);
  const model = models.find('api', appId, modelId, version);
  if (!model) throw notFound(`API 模型 ${modelId}（版本 ${version}）不存在`);
  const list = request.body.body ?? [];
  const params = Object.fromEntries(list.map((p) => [p.paramKey, p.paramValue]));
  const value = await runModel(model, request, (signal) =>
    model.run({ appId, db, signal, params }),
  );
  return {
    model,
    value: value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown),
  };
}

async function callOlapModel(
  db: Db,
  models: ModelRegistry,
  request: ModelRequest<typeof OlapQueryBody>,
) {
  const appId = await requestApp(request);
  const { modelId, version } = readModelKey(request.body);
  const model = models.find('olap', appId, modelId, version);
  if (!model) throw notFound(`OLAP 模型 ${modelId}（版本 ${version}）不存在`);
  const dataFilterExpression = request.body.dataFilterExpression ?? '';
  const aggDataFilterExpression = request.body.aggDataFilterExpression ?? '';
  const cells = await runModel(model, request, (signal) =>
    model.query({ appId, db, signal, dataFilterExpression, aggDataFilterExpression }),
  );
  const result: OlapResult = { columns: [...model.columns], cells };
  return { model, result };
}

function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(csv);
}

/**
 * API-model and OLAP calls under `{apiPrefix}forward/olap` (spec 1 §7; protocol README "API
 * and OLAP models"), answered by the models registered in the server. The exports answer a
 * CSV file (spec: "blob").
 */
export function registerModelRoutes(app: FastifyInstance, db: Db, models: ModelRegistry): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const api = { schema: { querystring: ModelQuery, body: ApiModelBody } } as const;
  const olap = { schema: { querystring: ModelQuery, body: OlapQueryBody } } as const;

  // The designer's data-source editor lists what it can bind (a designer read).
  routes.get(
    MODEL_PATHS.models.pattern,
    { schema: { querystring: ModelQuery } },
    async (request) => {
      await requireDesignerRead(request);
      return ok(models.list(await requestApp(request as ModelRequest)));
    },
  );

  routes.post(MODEL_PATHS.apiModelData.pattern, api, async (request) => {
    const { value } = await callApiModel(db, models, request);
    return ok(value);
  });

  routes.post(MODEL_PATHS.exportApiModelData.pattern, api, async (request, reply) => {
    const { model, value } = await callApiModel(db, models, request);
    const table = objectsToTable(value);
    if (!table) throw badRequest(`API 模型 ${model.name} 的结果不是表格，不能导出`);
    return sendCsv(reply, `${model.name}.csv`, toCsv(table.header, table.rows));
  });

  routes.post(MODEL_PATHS.queryOlapResult.pattern, olap, async (request) => {
    const { result } = await callOlapModel(db, models, request);
    return ok(result);
  });

  routes.post(MODEL_PATHS.exportOlapResult.pattern, olap, async (request, reply) => {
    const { model, result } = await callOlapModel(db, models, request);
    const header = result.columns.map((c) => c.label);
    return sendCsv(reply, `${model.name}.csv`, toCsv(header, result.cells));
  });
}
