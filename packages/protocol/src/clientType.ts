/**
 * The schema builders of the wire contract for a browser build, without TypeBox's runtime
 * (README "Wire contract", "TypeBox in the browser"). The path tables and the `…Schema`
 * declarations build their schemas when imported; a client reads only their types, so an app's
 * bundler may put this module in place of `typebox` (pc-runtime's vite.config.ts does): the same
 * builders, used as the tables use them, give the same JSON Schema (`clientType.test.ts` checks
 * every schema of the tables against TypeBox's) at a fraction of the code. It checks nothing:
 * checking answers (`answerErrors`, `typebox/value`) stays with TypeBox.
 */

type Schema = Record<string, unknown>;
type Options = Record<string, unknown>;

const OPTIONAL = '~optional';

const isOptional = (schema: Schema) => (schema as { [OPTIONAL]?: boolean })[OPTIONAL] === true;

const withOptions = (schema: Schema, options: Options | undefined): Schema =>
  options ? { ...schema, ...options } : schema;

const simple =
  (type: string) =>
  (options?: Options): Schema =>
    withOptions({ type }, options);

/** A copy of `schema` marked optional (not enumerable, so it never reaches the JSON). */
function Optional(schema: Schema): Schema {
  const copy = { ...schema };
  Object.defineProperty(copy, OPTIONAL, { value: true, enumerable: false });
  return copy;
}

function Object_(properties: Record<string, Schema>, options?: Options): Schema {
  const required = Object.keys(properties).filter((key) => !isOptional(properties[key]!));
  return withOptions(
    required.length > 0 ? { type: 'object', required, properties } : { type: 'object', properties },
    options,
  );
}

function Literal(value: string | number | boolean, options?: Options): Schema {
  return withOptions({ type: typeof value, const: value }, options);
}

function Enum(values: readonly unknown[] | Record<string, unknown>, options?: Options): Schema {
  return withOptions(
    { enum: Array.isArray(values) ? [...values] : Object.values(values) },
    options,
  );
}

function Cyclic(defs: Record<string, Schema>, ref: string, options?: Options): Schema {
  const $defs = Object.fromEntries(
    Object.entries(defs).map(([name, schema]) => [name, { ...schema, $id: name }]),
  );
  return withOptions({ $defs, $ref: ref }, options);
}

/** The builders the wire contract uses, named as TypeBox's `Type` names them. */
export const Type = {
  Array: (items: Schema, options?: Options): Schema =>
    withOptions({ type: 'array', items }, options),
  Boolean: simple('boolean'),
  Cyclic,
  Enum,
  Integer: simple('integer'),
  Intersect: (allOf: Schema[], options?: Options): Schema => withOptions({ allOf }, options),
  Literal,
  Null: simple('null'),
  Number: simple('number'),
  Object: Object_,
  Optional,
  Record: (_key: Schema, value: Schema, options?: Options): Schema =>
    withOptions({ type: 'object', patternProperties: { '^.*$': value } }, options),
  Ref: (ref: string, options?: Options): Schema => withOptions({ $ref: ref }, options),
  String: simple('string'),
  Union: (anyOf: Schema[], options?: Options): Schema => withOptions({ anyOf }, options),
  Unknown: (options?: Options): Schema => withOptions({}, options),
  Unsafe: (schema: Schema): Schema => ({ ...schema }),
};
