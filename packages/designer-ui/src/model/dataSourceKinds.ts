// Where a designed data source's rows come from, and its calculated count fields (spec 1 §1, §3
// Data source EN-D1, Calculated count field EN-D7; README "Data sources"). Framework-free.
import { dataSourceKind, type DataSourceKind } from '@tessera/datasources';
import type { DataSourceDefinition, ModelSummary } from '@tessera/protocol';
import type { Filter } from '@tessera/filters';

/** One calculated count field of a source (EN-D7): `count_all`, `count_{f}`, `sum_{f}`, `avg_{f}`. */
export interface CountField {
  /** The field the query selects (`countTypeName`, read by the runtime's loader). */
  countTypeName: string;
  name: string;
  displayName: string;
  countType: CountType;
  /** The counted field; none for `count` of all items. */
  fieldName?: string;
  fieldType: 'Number';
  fieldCategory: 'count';
}

export type CountType = 'count' | 'sum' | 'avg';

/** The count types offered (EN-I5 prefixes `count_`, `sum_`, `avg_`). */
export const COUNT_TYPES: readonly { value: CountType; label: string }[] = [
  { value: 'count', label: '计数' },
  { value: 'sum', label: '求和' },
  { value: 'avg', label: '平均值' },
];

/** A source as the editor holds it: the definition plus the kinds' own settings. */
export type EditedSource = DataSourceDefinition & {
  filters?: Filter[];
  dataFlowName?: string | null;
  modelId?: string | null;
  modelVersion?: string | null;
  modelType?: 'API' | 'OLAP' | null;
  inputParemeter?: { name: string; value: unknown }[];
  customerFields?: CountField[];
};

/** The kinds offered, with their names. */
export const SOURCE_KINDS: readonly { value: DataSourceKind; label: string }[] = [
  { value: 'schema', label: '内容数据' },
  { value: 'dataFlow', label: '数据流' },
  { value: 'apiModel', label: 'API 模型' },
  { value: 'olapModel', label: 'OLAP 模型' },
];

/**
 * The models a source of the kind may name (`listModels`), and the versions of its chosen id,
 * newest first. The chosen id and version stay offered when the server no longer lists them, so
 * an old binding is shown, not silently blanked.
 */
export function modelChoices(
  models: readonly ModelSummary[],
  kind: DataSourceKind,
  modelId: string | null | undefined,
  modelVersion?: string | null,
): { models: { modelId: string; name: string }[]; versions: string[] } {
  const type = kind === 'olapModel' ? 'OLAP' : 'API';
  const ofKind = models.filter((m) => m.modelType === type);
  const byId = new Map<string, string>();
  for (const m of ofKind) if (!byId.has(m.modelId)) byId.set(m.modelId, m.name);
  if (modelId && !byId.has(modelId)) byId.set(modelId, modelId);
  const versions = ofKind
    .filter((m) => m.modelId === modelId)
    .map((m) => m.version)
    .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
  if (modelVersion && !versions.includes(modelVersion)) versions.unshift(modelVersion);
  return { models: [...byId].map(([id, name]) => ({ modelId: id, name })), versions };
}

/** The kind of an edited source (a new one is a schema source). */
export function kindOf(source: EditedSource): DataSourceKind {
  try {
    return dataSourceKind(source as never);
  } catch {
    return 'schema';
  }
}

/**
 * The count field of a type over a field: `count` of no field counts all items (`count_all`);
 * otherwise `{type}_{field}`.
 */
export function countField(
  countType: CountType,
  fieldName: string | undefined,
  displayName: string,
): CountField {
  const countTypeName = `${countType}_${fieldName || 'all'}`;
  return {
    countTypeName,
    name: countTypeName,
    displayName,
    countType,
    ...(fieldName ? { fieldName } : {}),
    fieldType: 'Number',
    fieldCategory: 'count',
  };
}

/** What is wrong with a source's kind settings, or null (the messages are the editor's own). */
export function kindError(source: EditedSource, kind: DataSourceKind): string | null {
  switch (kind) {
    case 'schema':
      return source.schemaName ? null : '请选择数据模型';
    case 'dataFlow':
      return source.dataFlowName ? null : '请选择数据流';
    default:
      return source.modelId?.trim() ? null : '请选择模型';
  }
}

/**
 * The source as saved for its kind: the other kinds' settings are dropped, so the runtime
 * loads it from where the designer chose (a model id wins over a flow, a flow over a schema).
 */
export function sourceForKind(source: EditedSource, kind: DataSourceKind): EditedSource {
  const next: EditedSource = { ...source };
  delete next.dataFlowName;
  delete next.modelId;
  delete next.modelVersion;
  delete next.modelType;
  if (kind !== 'dataFlow') delete next.inputParemeter;
  if (kind !== 'schema') delete next.customerFields;
  if (kind === 'dataFlow') next.dataFlowName = source.dataFlowName ?? null;
  if (kind === 'apiModel' || kind === 'olapModel') {
    next.modelId = source.modelId?.trim() ?? null;
    next.modelType = kind === 'olapModel' ? 'OLAP' : 'API';
    if (source.modelVersion) next.modelVersion = source.modelVersion;
  }
  if (next.customerFields && next.customerFields.length === 0) delete next.customerFields;
  return next;
}
