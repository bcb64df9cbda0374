import type { ApprovalFieldDataItem } from '@tessera/workflow';
import { Type } from 'typebox';
import { badRequest } from '../../http/envelopeError.js';
import { ObjectBody, OptionalOrNull, type JsonObject } from '../../http/inputSchemas.js';

/*
 * The runtime calls' bodies (README "Workflow runtime"), declared as route schemas: a member of
 * the wrong type or a missing id answers 40000 naming it before the handler runs. Members whose
 * values the engine refuses with its own message (`isPass` 审批结果无效, `position` 加签方式无效,
 * `mode` 审批方式无效) are left to it.
 */

/** An optional text member; `null` reads as left out. */
export const NullableText = OptionalOrNull(Type.String());

/**
 * spec 2 §3 Approval field data items: a list of objects whose members {@link readFieldDataList}
 * reads (both the list and its members optional).
 */
export const FieldDataList = Type.Optional(Type.Union([Type.Array(ObjectBody), Type.Null()]));

/** `chosenApprovers` of a start or a resubmission: `{ [stepUuid]: userId[] }`. */
export const ChosenApprovers = Type.Optional(
  Type.Union([Type.Record(Type.String(), Type.Array(Type.String())), Type.Null()]),
);

/** `{ flowInstanceId }`: a call on one instance. */
export const InstanceBody = Type.Object({ flowInstanceId: Type.String() });

/** `{ flowInstanceId, approvalComments? }`: the applicant's cancel and withdraw. */
export const InstanceCommandBody = Type.Object({
  flowInstanceId: Type.String(),
  approvalComments: NullableText,
});

/** spec 2 §3 Complete-task payload (completeTask, and each item of batchCompleteTask). */
export const CompleteTaskBody = Type.Object({
  taskId: Type.String(),
  /** decide refuses anything but a boolean (审批结果无效), never reading it as a rejection. */
  isPass: Type.Optional(Type.Unknown()),
  approvalComments: NullableText,
  fieldDataList: FieldDataList,
  appUserId: NullableText,
});

/** A required id: the text trimmed, or 40000 naming it when blank. */
export function readId(value: string | null | undefined, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`缺少参数 ${name}`);
  return value.trim();
}

/**
 * spec 2 §3 Approval field data items as the engine keeps them: FieldUuid defaults to the
 * FieldName and FieldAlias to '' (both optional on the wire); left out or `null` is none.
 */
export function readFieldDataList(
  value: readonly JsonObject[] | null | undefined,
): ApprovalFieldDataItem[] {
  return (value ?? []).map((field) => {
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
