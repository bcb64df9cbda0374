import {
  MODEL_PATHS,
  ok,
  RSP_CD,
  type ApiModelInput,
  type OlapQueryInput,
  type OlapResult,
} from '@tessera/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { attachmentDisposition } from '../media/enclosureStore.js';
import { badRequest, EnvelopeError, notFound } from '../http/envelopeError.js';
import { requireText } from '../http/requestParams.js';
import {
  DEFAULT_MODEL_TIMEOUT_MS,
  type ModelDefinition,
  type ModelRegistry,
} from './modelRegistry.js';
import { objectsToTable, toCsv } from './toCsv.js';
import { requireApp } from '../context/requireRecords.js';
import { publicErrorMessage, runWithTimeLimit } from '../registeredCode/runWithTimeLimit.js';

type ModelRequest = FastifyRequest<{ Querystring: { app?: string }; Body: unknown }>;

/** The app of a model call: `?app=`, else the shared `appid` header (spec 1 §7). */
function requestApp(db: Db, request: ModelRequest): Promise<string> {
  const header = request.headers.appid;
  return requireApp(
    request.ctx,
    request.query.app ?? (typeof header === 'string' ? header : undefined),
  );
}

function readModelKey(body: unknown): { modelId: string; version: string } {
  const input = (body ?? {}) as { modelId?: unknown; version?: unknown };
  const modelId = requireText(input.modelId, 'modelId');
  const version = input.version ?? '1';
  if (typeof version !== 'string' && typeof version !== 'number') {
    throw badRequest('version 应为文本或数字');
  }
  return { modelId, version: String(version) };
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

async function callApiModel(db: Db, models: ModelRegistry, request: ModelRequest) {
  const appId = await requestApp(db, request);
  const { modelId, version } = readModelKey(request.body);
  const model = models.find('api', appId, modelId, version);
  if (!model) throw notFound(`API 模型 ${modelId}（版本 ${version}）不存在`);
  const list = (request.body as ApiModelInput).body ?? [];
  if (!Array.isArray(list) || list.some((p) => typeof p?.paramKey !== 'string')) {
    throw badRequest('body 应为 { paramKey, paramValue } 的列表');
  }
  const params = Object.fromEntries(list.map((p) => [p.paramKey, p.paramValue]));
  const value = await runModel(model, request, (signal) =>
    model.run({ appId, db, signal, params }),
  );
  return {
    model,
    value: value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown),
  };
}

async function callOlapModel(db: Db, models: ModelRegistry, request: ModelRequest) {
  const appId = await requestApp(db, request);
  const { modelId, version } = readModelKey(request.body);
  const model = models.find('olap', appId, modelId, version);
  if (!model) throw notFound(`OLAP 模型 ${modelId}（版本 ${version}）不存在`);
  const input = request.body as OlapQueryInput;
  const text = (value: unknown, name: string) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw badRequest(`${name} 应为文本`);
    return value;
  };
  const dataFilterExpression = text(input.dataFilterExpression, 'dataFilterExpression');
  const aggDataFilterExpression = text(input.aggDataFilterExpression, 'aggDataFilterExpression');
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
  app.post(MODEL_PATHS.apiModelData.pattern, async (request: ModelRequest) => {
    const { value } = await callApiModel(db, models, request);
    return ok(value);
  });

  app.post(MODEL_PATHS.exportApiModelData.pattern, async (request: ModelRequest, reply) => {
    const { model, value } = await callApiModel(db, models, request);
    const table = objectsToTable(value);
    if (!table) throw badRequest(`API 模型 ${model.name} 的结果不是表格，不能导出`);
    return sendCsv(reply, `${model.name}.csv`, toCsv(table.header, table.rows));
  });

  app.post(MODEL_PATHS.queryOlapResult.pattern, async (request: ModelRequest) => {
    const { result } = await callOlapModel(db, models, request);
    return ok(result);
  });

  app.post(MODEL_PATHS.exportOlapResult.pattern, async (request: ModelRequest, reply) => {
    const { model, result } = await callOlapModel(db, models, request);
    const header = result.columns.map((c) => c.label);
    return sendCsv(reply, `${model.name}.csv`, toCsv(header, result.cells));
  });
}
