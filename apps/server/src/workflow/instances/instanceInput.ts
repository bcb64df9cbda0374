import type { ApprovalFieldDataItem } from '@tessera/workflow';
import { badRequest } from '../../http/envelopeError.js';

/*
 * Reading the runtime calls' bodies and queries (README "Workflow runtime"). A missing or
 * malformed parameter is 40000 naming it; the engine checks the rest (its messages are Chinese).
 */

/** A JSON object body, or 40000 (the organisation calls' reader). */
export { readBody } from '../../organisation/orgInput.js';

/** A required non-empty text, or 40000 naming it. */
export function readId(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`缺少参数 ${name}`);
  return value.trim();
}

/** An optional text: undefined when left out or null. */
export function readOptional(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`参数 ${name} 应为文本`);
  return value;
}

/** A list of ids (text), or 40000. */
export function readIdList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '')) {
    throw badRequest(`参数 ${name} 应为 ID 列表`);
  }
  return value as string[];
}

/**
 * spec 2 §3 Approval field data items as the engine keeps them: FieldUuid defaults to the
 * FieldName and FieldAlias to '' (both optional on the wire); a non-list is 40000.
 */
export function readFieldDataList(value: unknown, name = 'fieldDataList'): ApprovalFieldDataItem[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`参数 ${name} 应为数组`);
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw badRequest(`参数 ${name} 的每一项应为对象`);
    }
    const field = item as Record<string, unknown>;
    const fieldName = typeof field.FieldName === 'string' ? field.FieldName : '';
    return {
      FieldType: typeof field.FieldType === 'string' ? field.FieldType : '',
      FieldName: fieldName,
      FieldValue: field.FieldValue ?? null,
      FieldAlias: typeof field.FieldAlias === 'string' ? field.FieldAlias : '',
      FieldUuid:
        typeof field.FieldUuid === 'string' && field.FieldUuid !== '' ? field.FieldUuid : fieldName,
    };
  });
}

/** `chosenApprovers` of a start: `{ [stepUuid]: userId[] }`. */
export function readChosenApprovers(value: unknown): Record<string, string[]> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('参数 chosenApprovers 应为对象');
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([step, ids]) => [
      step,
      readIdList(ids, `chosenApprovers.${step}`),
    ]),
  );
}
