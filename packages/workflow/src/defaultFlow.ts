import { DEFAULT_END_NAME, DEFAULT_START_NAME } from './constants.js';
import { FlowValidationError } from './FlowValidationError.js';
import { WORKFLOW_MESSAGES } from './messages.js';
import type { FlowNode, StartNode } from './flowTypes.js';

/** Keys of the default graph's two nodes. */
export const DEFAULT_START_KEY = 'start';
export const DEFAULT_END_KEY = 'end';

/**
 * The default graph (spec 1 §4, spec 2 §4 Workflow graph): START 申请人 straight to END.
 * A new object each call.
 */
export function createDefaultFlow(): StartNode {
  return {
    key: DEFAULT_START_KEY,
    type: 'start',
    name: DEFAULT_START_NAME,
    next: { key: DEFAULT_END_KEY, type: 'end', name: DEFAULT_END_NAME },
  };
}

function isEmptyDetail(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Reads a stored jsonDetail: an empty one (missing, `null`, `''`, `{}`, `[]`, or text of those)
 * becomes the default graph; JSON text is parsed. The result is not validated: `validateFlow`
 * or `compileFlow` does that.
 *
 * @throws FlowValidationError (`invalid-json`) for text that is not JSON.
 * @example
 * normalizeJsonDetail(null); // START 申请人 → END 结束
 */
export function normalizeJsonDetail(jsonDetail: unknown): FlowNode {
  let value = jsonDetail;
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new FlowValidationError([
        { key: null, code: 'invalid-json', message: WORKFLOW_MESSAGES.invalidJson },
      ]);
    }
  }
  if (isEmptyDetail(value)) return createDefaultFlow();
  return value as FlowNode;
}
