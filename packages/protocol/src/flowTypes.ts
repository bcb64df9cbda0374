import { Type } from 'typebox';
import type { Static } from 'typebox';

/*
 * Wire types of the data-flow and model calls (spec 1 §7 "Data calls", spec 2 §7.4 "Data
 * flows"). The README sections "Data flows" and "API and OLAP models" describe the calls. The
 * bodies and answers of the calls the client makes are TypeBox schemas (`…Schema`), their types
 * derived (README "Wire contract").
 */

/** One parameter a data flow or model declares. */
export interface FlowParameter {
  name: string;
  label: string;
  /** A field type name of spec 1 §3 (String, Number, ...). */
  type: string;
  isRequired: boolean;
}

/** One row of GET /apps/v1/{appId}/DataFlows/. */
export interface DataFlowInfo {
  flowId: string;
  name: string;
  category: string;
  description: string;
  /** Groups the flow may run in through grouprun. */
  groups: string[];
  parameters: FlowParameter[];
  /** The time limit of one run, in milliseconds. */
  timeoutMs: number;
}

/** Body of POST dataflows/run and dataflows/grouprun. */
export const DataFlowRunInputSchema = Type.Object({
  payload: Type.Optional(Type.Unknown()),
  operationId: Type.Optional(Type.String()),
});
export type DataFlowRunInput = Static<typeof DataFlowRunInputSchema>;

/**
 * Answer of a data-flow run (spec 1 §7 "returns isSuccess, result"): a flow that fails or runs
 * out of time answers `isSuccess: false` with its message inside a success envelope.
 */
export const DataFlowRunResultSchema = Type.Object({
  isSuccess: Type.Boolean(),
  result: Type.Unknown(),
  message: Type.String(),
  /** How long the run took, in milliseconds. */
  durationMs: Type.Number(),
});
export type DataFlowRunResult = Static<typeof DataFlowRunResultSchema>;

/** Body of POST dataflows/getinfo: a data source's flow by name with name/value parameters. */
export const DataFlowInfoInputSchema = Type.Object({
  flowName: Type.String(),
  parameters: Type.Optional(
    Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown() })),
  ),
  operationId: Type.Optional(Type.String()),
});
export type DataFlowInfoInput = Static<typeof DataFlowInfoInputSchema>;

/** spec 1 §7 API model body: `body` is a list of paramKey/paramValue. */
export const ApiModelInputSchema = Type.Object({
  modelId: Type.String(),
  version: Type.Optional(Type.String()),
  body: Type.Optional(
    Type.Array(Type.Object({ paramKey: Type.String(), paramValue: Type.Unknown() })),
  ),
});
export type ApiModelInput = Static<typeof ApiModelInputSchema>;

/** Any JSON value: what an API model answers (its own data, as the model returns it). */
export const JsonValueSchema = Type.Cyclic(
  {
    JsonValue: Type.Union([
      Type.String(),
      Type.Number(),
      Type.Boolean(),
      Type.Null(),
      Type.Array(Type.Ref('JsonValue')),
      Type.Record(Type.String(), Type.Ref('JsonValue')),
    ]),
  },
  'JsonValue',
);
export type JsonValue = Static<typeof JsonValueSchema>;

/** spec 1 §7 OLAP model body. */
export const OlapQueryInputSchema = Type.Object({
  modelId: Type.String(),
  version: Type.Optional(Type.String()),
  dataFilterExpression: Type.Optional(Type.String()),
  aggDataFilterExpression: Type.Optional(Type.String()),
});
export type OlapQueryInput = Static<typeof OlapQueryInputSchema>;

/** A column of an OLAP answer: a dimension or a measure. */
export const OlapColumnSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('dimension'), Type.Literal('measure')]),
});
export type OlapColumn = Static<typeof OlapColumnSchema>;

/** spec 1 §7 "returns cells": one row of cells per group, in `columns` order. */
export const OlapResultSchema = Type.Object({
  columns: Type.Array(OlapColumnSchema),
  cells: Type.Array(
    Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  ),
});
export type OlapResult = Static<typeof OlapResultSchema>;

/**
 * One model the server offers an app, as the designer's data-source editor lists it: API or
 * OLAP, its id and version (the pair a data source names), its name and, for OLAP, its columns.
 */
export const ModelSummarySchema = Type.Object({
  modelType: Type.Union([Type.Literal('API'), Type.Literal('OLAP')]),
  modelId: Type.String(),
  version: Type.String(),
  name: Type.String(),
  columns: Type.Optional(Type.Array(OlapColumnSchema)),
});
export type ModelSummary = Static<typeof ModelSummarySchema>;
