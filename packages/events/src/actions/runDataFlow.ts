import { requireParam, requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import { readValues, storeResult } from './actionValues.js';

/** What a data-flow run answers (spec 1 §7 dataflows/run). */
export interface DataFlowAnswer {
  isSuccess: boolean;
  result: unknown;
  message: string;
}

/** Runs data flows (the page runtime calls `@tessera/api` `runDataFlow`). */
export interface DataFlowsPort {
  run(
    flowId: string,
    payload: Record<string, unknown>,
    operationId?: string,
  ): Promise<DataFlowAnswer>;
}

/**
 * `runDataFlow`: runs a data flow on the server and keeps its `result` in a page variable. A flow
 * that answers `isSuccess: false` fails the action with the flow's message (shown as an error,
 * the chain stops).
 *
 * Params: `flowId`; `payload` (fixed inputs) and `payloadExpressions` (evaluated inputs);
 * `resultVariable`, `resultRange`.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "问候", "typeName": "runDataFlow",
 *   "params": { "flowId": "greeting", "payloadExpressions": { "name": "user.nickName" },
 *               "resultVariable": "greeting" } }
 * ```
 */
export const runDataFlowAction: ActionHandler = {
  typeName: 'runDataFlow',
  async run(context) {
    const { action, ports } = context;
    const flows = requirePort<DataFlowsPort>(ports, 'dataFlows', 'runDataFlow');
    const flowId = String(requireParam(action, 'flowId'));
    const operationId =
      typeof action.params?.operationId === 'string' ? action.params.operationId : undefined;
    const answer = await flows.run(
      flowId,
      readValues(context, 'payload', 'payloadExpressions'),
      operationId,
    );
    if (!answer.isSuccess) {
      ports.messages.error(answer.message);
      throw new Error(`Data flow "${flowId}" failed: ${answer.message}`);
    }
    storeResult(context, answer.result);
  },
};
