import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import Type, { type Static, type TSchema } from 'typebox';

/*
 * Input read by schemas (README "Bad input"): every route declares its body and query as a
 * TypeBox schema; Fastify checks them before the handler runs and a value that fails answers
 * 40000 through the one error handler, with a text naming the field.
 */

/**
 * A JSON object body whose members the domain rules read and refuse with the spec's own texts
 * (e.g. "部门名称不能为空"): the schema checks the shape, the rules keep their messages.
 */
export const ObjectBody = Type.Record(Type.String(), Type.Unknown());

/**
 * A query parameter read by a rule that keeps its own message (`requireText`, `readPaging`):
 * text when present (a repeated parameter is refused here, naming it).
 */
export const OptionalText = Type.Optional(Type.String());

/** A JSON list body whose entries the domain rules read. */
export const ListBody = Type.Array(Type.Unknown());

/** A body member the client may leave out or send as `null` (both read as left out). */
export function OptionalOrNull<T extends TSchema>(schema: T) {
  return Type.Optional(Type.Union([schema, Type.Null()]));
}

/**
 * Fastify's validator compiler: TypeBox's own checker (no coercion of bodies, no removal of
 * unknown members, so the handler reads what the client sent). A request without a body is
 * checked as `{}`, as the hand-written readers read it: its members are then missing, each
 * named by its own rule.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (value) => validate(value ?? {});
};

const TYPE_LABELS: Readonly<Record<string, string>> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: 'true 或 false',
  array: '列表',
  object: 'JSON 对象',
  null: 'null',
};

interface CheckError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** `/items/0/taskId` → `items[0].taskId`. */
function fieldPath(pointer: string, member?: string): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (member !== undefined) parts.push(member);
  return parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
}

function typeLabel(types: readonly unknown[]): string {
  return types.map((t) => TYPE_LABELS[String(t)] ?? String(t)).join(' 或 ');
}

/** The types a value may have where it failed: a union's alternatives each have their error. */
function expectedTypes(errors: readonly CheckError[], first: CheckError): unknown[] {
  const types = errors
    .filter((e) => e.keyword === 'type' && e.instancePath === first.instancePath)
    .flatMap((e) => e.params.type);
  return [...new Set(types)];
}

/** The allowed values of an enum or a union of constants, when the error names them. */
function allowedValues(errors: readonly CheckError[], first: CheckError): unknown[] | undefined {
  if (first.keyword === 'enum') return first.params.allowedValues as unknown[] | undefined;
  if (first.keyword !== 'const') return undefined;
  return errors
    .filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
    .map((e) => e.params.allowedValue);
}

/** The text of the first failure, naming the field the way the house's readers do. */
export function inputErrorText(
  errors: readonly CheckError[],
  dataVar: SchemaErrorDataVar | string,
): string {
  const first = errors[0];
  if (!first) return '请求无效';
  const inBody = dataVar === 'body';
  const where = dataVar === 'params' ? '路径参数' : '查询参数';
  if (first.keyword === 'required') {
    const missing = (first.params.requiredProperties as string[] | undefined)?.[0] ?? '';
    const name = fieldPath(first.instancePath, missing);
    return inBody ? `缺少 ${name}` : `缺少参数 ${name}（${where}）`;
  }
  // A refinement (`Type.Refine`) carries the rule's own text.
  if (first.keyword === '~refine') return String(first.params.message);
  const name = fieldPath(first.instancePath);
  const types = first.keyword === 'type' ? expectedTypes(errors, first) : ['object'];
  if (inBody && name === '') return `请求体应为 ${typeLabel(types)}`;
  const subject = inBody ? `请求体字段 ${name}` : `参数 ${name}`;
  const allowed = allowedValues(errors, first);
  if (allowed) return `${subject} 无效：应为 ${allowed.map(String).join(' / ')} 之一`;
  if (first.keyword === 'type') return `${subject} 应为${typeLabel(types)}`;
  return `${subject} 无效（${first.message ?? first.keyword}）`;
}

/** Fastify's `schemaErrorFormatter`: the error the one error handler answers as 40000. */
export function formatInputError(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  return new Error(inputErrorText(errors as unknown as CheckError[], dataVar));
}

/** A body checked by {@link ObjectBody}. */
export type JsonObject = Static<typeof ObjectBody>;

/** Route options of a call whose body is a JSON object read by the domain rules. */
export const OBJECT_BODY = { schema: { body: ObjectBody } } as const;
