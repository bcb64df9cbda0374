import { PAGING } from '@tessera/protocol';

/** `article` → `Article`: the `{Schema}` part of type and field names (protocol README). */
export function schemaTypeName(schemaName: string): string {
  return schemaName.charAt(0).toUpperCase() + schemaName.slice(1);
}

/** The members of a content item (spec 1 §3 Content item); `data` holds each field as `{ iv }`. */
const ITEM_MEMBERS = `
  id: String!
  contentId: String!
  version: Int!
  created: String!
  createdBy: String!
  lastModified: String!
  lastModifiedBy: String!
  status: String!
  "Custom fields, each as { iv: value }; with fields, only those named (a list binding two fields reads two)."
  data(fields: [String!]): JSON!`;

/** Type definitions every app schema has: the JSON scalar and the schema-free item type. */
export const SHARED_TYPE_DEFS = `
"Any JSON value."
scalar JSON
"A content item of any schema (answer of updateFieldContent)."
type Content {${ITEM_MEMBERS}
}`;

/**
 * Arguments of query{Schema}ContentsWithTotal (spec 1 §7 Data calls); defaults from spec 1 §9
 * paging. `countFields`/`groupbyFields` name calculated fields and group-by fields (spec 1 §3
 * Data source customerFields, groupbyFields); the workflow ids are accepted in workflow mode.
 */
export const CONTENTS_ARGS = `top: Int = ${PAGING.defaultTopN}, skip: Int = 0, filter: String, orderfield: String = "created", orderasc: Boolean = true, neworderdef: String, transmitDsId: String, noTotal: Boolean = false, countFields: [String!], groupbyFields: [String!], workflowInstanceId: String, workflowProNodeId: String`;

/** The types of one schema: its item and its query answer. */
export function schemaTypeDefs(typeName: string): string {
  return `
type ${typeName}Content {${ITEM_MEMBERS}
}
type ${typeName}ContentsWithTotal {
  "How many items match the filter (a lower bound with noTotal)."
  total: Int!
  "Calculated fields over all matching items: count_all, sum_{field}, avg_{field}, count_{field}."
  countFields: JSON
  "One row per group of groupbyFields values, with count_all and the named countFields."
  groupFields: JSON
  "The schema's fields (name, label, fieldType): the columns of an export."
  customFields: JSON
  items: [${typeName}Content!]!
}`;
}

/** The query fields of one schema: with details (references expanded) and NoDetails. */
export function schemaQueryFields(typeName: string): string[] {
  return [
    `  query${typeName}ContentsWithTotal(${CONTENTS_ARGS}): ${typeName}ContentsWithTotal!`,
    `  query${typeName}ContentsWithTotalNoDetails(${CONTENTS_ARGS}): ${typeName}ContentsWithTotal!`,
  ];
}

/**
 * The mutation fields of one schema (spec 1 §7 Mutations), plus an optional expectedVersion,
 * and ours: `update{Schema}ContentsByFilter`, the fields sent written into every item the filter
 * matches (server README "Personal content").
 */
export function schemaMutationFields(typeName: string): string[] {
  return [
    `  add${typeName}Content(contentData: JSON!, operationId: String, desTransmit: JSON): ${typeName}Content!`,
    `  update${typeName}Content(contentData: JSON!, id: String!, operationId: String, desTransmit: JSON, expectedVersion: Int): ${typeName}Content!`,
    `  delete${typeName}Content(id: String!, operationId: String, expectedVersion: Int): ${typeName}Content!`,
    `  update${typeName}ContentsByFilter(filter: String!, contentData: JSON!, operationId: String): [${typeName}Content!]!`,
  ];
}

/** spec 1 §7 updateFieldContent: one mutation for every schema. */
export const UPDATE_FIELD_CONTENT =
  '  updateFieldContent(schemaName: String!, fieldName: String!, step: Int!, id: String!, operationId: String): Content!';
