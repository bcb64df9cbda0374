/*
 * Wire types of the schema calls (spec 2 §7.4 "GET {app}/schemas ...", spec 1 §3 Field).
 * The README section "Schemas" describes the calls that answer them.
 */

/** spec 1 §3 Field: every field type, in the spec's order (`Bool` and `Boolean` are one type). */
export const FIELD_TYPES = [
  'String',
  'DateTime',
  'Number',
  'Geo',
  'Bool',
  'Boolean',
  'Json',
  'Currency',
  'Reference',
  'OptionSet',
  'Image',
  'Enclosure',
  'Address',
  'Area',
  'Video',
  'Audio',
  'IdentityCard',
  'User',
  'Department',
  'PostRank',
  'Tag',
  'Role',
  'Post',
] as const;

/** One of {@link FIELD_TYPES}. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** spec 1 §3 "Field types for query": the types a filter or condition can compare. */
export const QUERY_FIELD_TYPES = [
  'String',
  'DateTime',
  'Number',
  'Geo',
  'Bool',
  'Json',
  'Currency',
  'Reference',
  'OptionSet',
] as const;

/** One of {@link QUERY_FIELD_TYPES}. */
export type QueryFieldType = (typeof QUERY_FIELD_TYPES)[number];

/**
 * spec 1 §3 Content item: the members every item carries outside `data`, in the order the
 * server answers them.
 */
export const ITEM_SYSTEM_FIELDS = [
  'id',
  'contentId',
  'version',
  'created',
  'createdBy',
  'lastModified',
  'lastModifiedBy',
  'status',
] as const;

/**
 * spec 1 §3 Content item: the system members every item has ({@link ITEM_SYSTEM_FIELDS} and the
 * full-text `dataText`). No schema field may take these names, and a content submit never sends
 * them (spec 1 §5 Submit).
 */
export const SYSTEM_FIELDS = [...ITEM_SYSTEM_FIELDS, 'dataText'] as const;

/** One of {@link SYSTEM_FIELDS}. */
export type SystemField = (typeof SYSTEM_FIELDS)[number];

/** Schema kinds (README "Schemas"): ordinary content, a single-item schema, or a component. */
export const SCHEMA_TYPES = ['Default', 'Singleton', 'Component'] as const;

/** One of {@link SCHEMA_TYPES}. */
export type SchemaType = (typeof SCHEMA_TYPES)[number];

/** The `editor` that turns a String or Number field into an auto serial number. */
export const AUTO_SERIAL_NO_EDITOR = 'AutoSerialNo';

/** One choice of an OptionSet field. */
export interface FieldOption {
  label: string;
  value: string;
}

/**
 * spec 1 §3 Field `properties`. The named members are the spec's; `options` (OptionSet
 * choices) and `serialNo` (auto serial number format) are ours, see the README.
 */
export interface SchemaFieldProperties {
  /** JSON type of the `iv` value: string, number, boolean, object or array. */
  dataType?: string;
  editor?: string;
  /** Reference fields: the referenced schema. */
  schemaName?: string;
  /** Reference fields: the referenced schema's field shown for an item. */
  dataField?: string;
  valueOutPutFormatConfig?: unknown;
  label?: string;
  hints?: string;
  placeholder?: string;
  isRequired?: boolean;
  options?: FieldOption[];
  serialNo?: { prefix?: string; digits?: number };
  [key: string]: unknown;
}

/** spec 1 §3 Field, as answered: every member present. */
export interface SchemaFieldDto {
  name: string;
  label: string;
  fieldType: FieldType | string;
  /** Above 0 for real fields; 0 for derived `ref_` fields. */
  fieldId: number;
  /** `Normal` for real fields, `Reference` for derived `ref_` fields. */
  fieldCategory: string;
  isHidden: boolean;
  isLocked: boolean;
  isDisabled: boolean;
  properties: SchemaFieldProperties;
}

/** One row of GET {app}/schemas. */
export interface SchemaSummary {
  schemaId: string;
  name: string;
  label: string;
  schemaType: SchemaType | string;
  fieldCount: number;
  /**
   * Items belong to their creator: reads answer only the caller's own, writes reach only the
   * caller's own (server README "Personal content"), e.g. the address book.
   */
  personal: boolean;
  created: string;
  lastModified: string;
}

/** spec 1 §3 "related schemas rel_{schemaName}": a schema whose Reference field points here. */
export interface RelatedSchema {
  /** `rel_{schemaName}`. */
  name: string;
  schemaName: string;
  label: string;
  /** The Reference field of `schemaName` that points at this schema. */
  fieldName: string;
  fieldLabel: string;
}

/** GET {app}/schemas/{name} and each entry of GET {app}/SchemaDetailsDtos/{names}. */
export interface SchemaDetails extends SchemaSummary {
  /** Real fields (fieldId above 0), in fieldId order. */
  fields: SchemaFieldDto[];
  /** spec 1 §3: `ref_{field}.{name}` labelled `A>B`, one per field of each referenced schema. */
  referenceFields: SchemaFieldDto[];
  relatedSchemas: RelatedSchema[];
}

/** One entry of GET schemareference/list. */
export interface SchemaReference {
  /** `references`: this schema's field points at another; `referencedBy`: the reverse. */
  direction: 'references' | 'referencedBy';
  schemaName: string;
  schemaLabel: string;
  fieldName: string;
  fieldLabel: string;
  referencedSchemaName: string;
  referencedSchemaLabel: string;
}

/** Answer of GET schemas/autoserialnoinitialvalue: the counter after the change. */
export interface AutoSerialNoValue {
  schemaName: string;
  fieldName: string;
  /** The last number handed out; the next item gets `value + 1`. */
  value: number;
}

/** A page of a list call: the total of matching rows and the rows of the page. */
export interface PagedList<TItem> {
  total: number;
  items: TItem[];
}
