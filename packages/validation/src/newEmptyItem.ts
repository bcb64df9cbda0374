import type { FieldType } from '@tessera/protocol';

/** A field as far as the empty item and the submit transform need it. */
export interface FieldDescriptor {
  name: string;
  fieldType: FieldType | string;
}

/**
 * The value of one field in a new empty item (spec 1 §3 Data-source result): String and DateTime
 * empty text; Number and Currency 0; Geo longitude and latitude 0; Bool true; Json an empty
 * object; Reference, OptionSet and Image an empty list.
 *
 * The spec is silent on the other types. Decisions: IdentityCard is text (''); media and picker
 * types that hold several entries (Enclosure, Video, Audio, User, Department, PostRank, Tag, Role,
 * Post) are an empty list; Address, Area and unknown types are `null` (no value chosen yet).
 * Every call returns fresh objects, so items never share state.
 *
 * @example
 * emptyValueFor('Geo'); // { longitude: 0, latitude: 0 }
 */
export function emptyValueFor(fieldType: string): unknown {
  switch (fieldType) {
    case 'String':
    case 'DateTime':
    case 'IdentityCard':
      return '';
    case 'Number':
    case 'Currency':
      return 0;
    case 'Geo':
      return { longitude: 0, latitude: 0 };
    case 'Bool':
    case 'Boolean':
      return true;
    case 'Json':
      return {};
    case 'Reference':
    case 'OptionSet':
    case 'Image':
    case 'Enclosure':
    case 'Video':
    case 'Audio':
    case 'User':
    case 'Department':
    case 'PostRank':
    case 'Tag':
    case 'Role':
    case 'Post':
      return [];
    default:
      return null;
  }
}

/**
 * A new empty item of a data source: every field with its type's empty value
 * ({@link emptyValueFor}). Later fields of the same name win.
 *
 * @example
 * newEmptyItem([{ name: 'title', fieldType: 'String' }, { name: 'price', fieldType: 'Currency' }]);
 * // { title: '', price: 0 }
 */
export function newEmptyItem(fields: readonly FieldDescriptor[]): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of Array.isArray(fields) ? fields : []) {
    if (typeof field?.name !== 'string') continue;
    // defineProperty: a field named __proto__ must become a field, not the item's prototype.
    Object.defineProperty(item, field.name, {
      value: emptyValueFor(field.fieldType),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return item;
}
