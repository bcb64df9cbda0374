import { ConditionError, INVALID_SET_MESSAGE } from '../ConditionError.js';
import { isFieldType } from '../operatorTable.js';
import type { FieldType } from '@tessera/protocol';
import type { Concat, Expression } from '../types.js';

/** A condition set read from data that may come from storage (spec 1 §3 Condition). */
export interface ReadConditionSet {
  conditions: readonly unknown[];
  isStopNext: boolean;
}

/**
 * Reads the two accepted shapes of a set. `null`/`undefined` is the empty set (spec 1 §4: an empty
 * condition list always runs); any other shape is a `ConditionError`, because guessing could run
 * an action the designer guarded.
 */
export function readConditionSet(set: unknown): ReadConditionSet {
  if (set === undefined || set === null) return { conditions: [], isStopNext: false };
  if (Array.isArray(set)) return { conditions: set, isStopNext: false };
  if (typeof set === 'object') {
    const { conditions, isStopNext } = set as { conditions?: unknown; isStopNext?: unknown };
    if (conditions === undefined || conditions === null)
      return { conditions: [], isStopNext: isStopNext === true };
    if (Array.isArray(conditions)) return { conditions, isStopNext: isStopNext === true };
  }
  throw new ConditionError([], INVALID_SET_MESSAGE);
}

/** A plain object, as a stored condition must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is a well-formed expression (see `Expression`). */
export function isExpression(value: unknown): value is Expression {
  if (!isRecord(value)) return false;
  switch (value.source) {
    case 'const':
      return true;
    case 'variable':
    case 'user':
    case 'payload':
      return typeof value.name === 'string';
    case 'field':
      return typeof value.dsId === 'string' && typeof value.name === 'string';
    default:
      return false;
  }
}

/** `AND`/`OR` in any case; `undefined` for anything else. Missing means `AND`. */
export function readConcat(value: unknown): Concat | undefined {
  if (value === undefined || value === null || value === '') return 'AND';
  if (typeof value !== 'string') return undefined;
  const upper = value.toUpperCase();
  return upper === 'AND' || upper === 'OR' ? upper : undefined;
}

/** The group key of a condition: its group name, or '' for conditions without one. */
export function readGroupName(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The field type of a stored condition: `undefined` when absent (`null` and '' count as absent),
 * `false` when it names no known type.
 */
export function readFieldType(value: unknown): FieldType | undefined | false {
  if (value === undefined || value === null || value === '') return undefined;
  return isFieldType(value) ? value : false;
}
