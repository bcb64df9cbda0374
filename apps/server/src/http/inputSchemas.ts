import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { Type, type Static, type TSchema } from 'typebox';
import { DecodeUnsafe, HasCodec } from 'typebox/value';

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
 * named by its own rule. A schema with codecs ({@link SortNumber}, {@link QueryFlag}) hands the
 * handler its decoded value once the check passed.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const validate = TypeBoxValidatorCompiler(route);
  const decodes = HasCodec(route.schema);
  const isBody = route.httpPart === 'body';
  if (!isBody && !decodes) return validate;
  return (value) => {
    const result = validate(isBody ? (value ?? {}) : value);
    if (!decodes || !isDecodable(result)) return result;
    // A value read in several forms (`SortNumber`, `QueryFlag`) reaches the handler decoded.
    return { value: DecodeUnsafe({}, route.schema, result.value) };
  };
};

function isDecodable(result: unknown): result is { value: unknown } {
  return typeof result === 'object' && result !== null && 'value' in result;
}

const SORT_LIMIT = 1_000_000;

function isSortInput(value: unknown): boolean {
  if (value === null || value === '') return true;
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= SORT_LIMIT;
}

/**
 * An optional sort number of a body: an integer of -1000000…1000000 or its text; `null` and
 * `''` read as left out. The handler receives `number | undefined`; anything else answers
 * `参数 {name} 无效：应为 -1000000 到 1000000 的整数`. (The encoded side is typed as the
 * decoded value: a handler only ever sees the decoded one.)
 */
export function SortNumber(name = 'sort') {
  const checked = Type.Refine(
    Type.Unsafe<number | undefined>(Type.Unknown()),
    isSortInput,
    () => `参数 ${name} 无效：应为 -1000000 到 1000000 的整数`,
  );
  return Type.Optional(
    Type.Codec(checked)
      .Decode((value: unknown): number | undefined =>
        value === null || value === '' || value === undefined ? undefined : Number(value),
      )
      .Encode((value) => value),
  );
}

/**
 * A JSON object body whose sort member `name` is a {@link SortNumber}; its other members are read
 * by the domain rules ({@link ObjectBody}). A list or a number answers `请求体应为 JSON 对象`.
 */
export function SortedBody<K extends string = 'sort'>(name: K = 'sort' as K) {
  return Type.Object({ [name]: SortNumber(name) } as Record<K, ReturnType<typeof SortNumber>>);
}

/** A body checked by {@link SortedBody}: its sort member decoded. */
export type SortedInput<K extends string = 'sort'> = JsonObject & { [M in K]?: number };

const TRUE_INPUTS: readonly unknown[] = [true, 'true', 1, '1'];
const FALSE_INPUTS: readonly unknown[] = [false, 'false', 0, '0'];

/**
 * An optional query flag: `true`/`false`/`1`/`0` (text or value); empty reads as left out. The
 * handler receives `boolean | undefined`; anything else answers `参数 {name} 无效：应为 true 或
 * false`, a parameter given twice `参数 {name} 只能出现一次`.
 */
export function QueryFlag(name: string) {
  const checked = Type.Refine(
    Type.Unsafe<boolean | undefined>(Type.Unknown()),
    (value: unknown) =>
      value === null || value === '' || TRUE_INPUTS.includes(value) || FALSE_INPUTS.includes(value),
    (value: unknown) =>
      Array.isArray(value) ? `参数 ${name} 只能出现一次` : `参数 ${name} 无效：应为 true 或 false`,
  );
  return Type.Optional(
    Type.Codec(checked)
      .Decode((value: unknown): boolean | undefined =>
        TRUE_INPUTS.includes(value) ? true : FALSE_INPUTS.includes(value) ? false : undefined,
      )
      .Encode((value) => value),
  );
}

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
