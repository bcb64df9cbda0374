import { Type } from 'typebox';

/**
 * A body or answer declared by its TypeScript type only, with no runtime check yet (README
 * "Wire contract"): `Type.Unsafe` over an empty schema, so `answerErrors` passes any value. Each
 * becomes a schema of its own as its wire type moves to TypeBox.
 */
export function typed<T>() {
  return Type.Unsafe<T>({});
}
