/*
 * Wire types of the data-flow and model calls (spec 1 §7 "Data calls", spec 2 §7.4 "Data
 * flows"). The README sections "Data flows" and "API and OLAP models" describe the calls.
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
export interface DataFlowRunInput {
  payload?: unknown;
  operationId?: string;
}

/**
 * Answer of a data-flow run (spec 1 §7 "returns isSuccess, result"): a flow that fails or runs
 * out of time answers `isSuccess: false` with its message inside a success envelope.
 */
export interface DataFlowRunResult {
  isSuccess: boolean;
  result: unknown;
  message: string;
  /** How long the run took, in milliseconds. */
  durationMs: number;
}

/** Body of POST dataflows/getinfo: a data source's flow by name with name/value parameters. */
export interface DataFlowInfoInput {
  flowName: string;
  parameters?: { name: string; value: unknown }[];
  operationId?: string;
}

/** spec 1 §7 API model body: modelId, version, list of paramKey/paramValue. */
export interface ApiModelInput {
  modelId: string;
  version?: string;
  body?: { paramKey: string; paramValue: unknown }[];
}

/** spec 1 §7 OLAP model body. */
export interface OlapQueryInput {
  modelId: string;
  version?: string;
  dataFilterExpression?: string;
  aggDataFilterExpression?: string;
}

/** A column of an OLAP answer: a dimension or a measure. */
export interface OlapColumn {
  name: string;
  label: string;
  kind: 'dimension' | 'measure';
}

/** spec 1 §7 "returns cells": one row of cells per group, in `columns` order. */
export interface OlapResult {
  columns: OlapColumn[];
  cells: (string | number | boolean | null)[][];
}
