import { CONTENT_ITEM_FIELDS } from '@tessera/filters';
import type { AddContentInput } from './addContent.js';
import type { DeleteContentInput } from './deleteContent.js';
import type { UpdateContentInput } from './updateContent.js';
import type { UpdateFieldContentInput } from './updateFieldContent.js';

/** One content change of spec 1 §7 Mutations: the input of one of the api functions, tagged. */
export type ContentMutation =
  | ({ type: 'add' } & AddContentInput)
  | ({ type: 'update' } & UpdateContentInput)
  | ({ type: 'delete' } & DeleteContentInput)
  | ({ type: 'updateField' } & UpdateFieldContentInput);

/** A built mutation: the document, its variables and the field of `data` holding the answer. */
export interface MutationDocument {
  query: string;
  variables: Record<string, unknown>;
  field: string;
}

const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ITEM_SELECTION = `{ ${CONTENT_ITEM_FIELDS.join(' ')} }`;

function schemaPart(schemaName: string): string {
  if (!GRAPHQL_NAME.test(schemaName)) {
    throw new TypeError(
      `Invalid schema name for a content mutation: ${JSON.stringify(schemaName)}`,
    );
  }
  return schemaName.charAt(0).toUpperCase() + schemaName.slice(1);
}

/** Content data on the wire: each field as `{ iv: value }` (spec 1 §3 Content item). */
function wireData(contentData: Record<string, unknown>): Record<string, { iv: unknown }> {
  return Object.fromEntries(
    Object.entries(contentData).map(([name, value]) => [name, { iv: value }]),
  );
}

/**
 * The GraphQL document of one content change (protocol README "Content mutations"). Every
 * value travels as a variable; only the schema name (checked to be a GraphQL name) becomes
 * part of the field name.
 *
 * @throws {TypeError} for a schema name that is not a GraphQL name, or a step that is not a
 * whole number.
 */
export function contentMutationDocument(mutation: ContentMutation): MutationDocument {
  const operationId = mutation.operationId ?? '';
  switch (mutation.type) {
    case 'add': {
      const field = `add${schemaPart(mutation.schemaName)}Content`;
      return {
        field,
        query: `mutation ($contentData: JSON!, $operationId: String, $desTransmit: JSON) { ${field}(contentData: $contentData, operationId: $operationId, desTransmit: $desTransmit) ${ITEM_SELECTION} }`,
        variables: {
          contentData: wireData(mutation.contentData),
          operationId,
          desTransmit: mutation.desTransmit ?? null,
        },
      };
    }
    case 'update': {
      const field = `update${schemaPart(mutation.schemaName)}Content`;
      return {
        field,
        query: `mutation ($contentData: JSON!, $id: String!, $expectedVersion: Int, $operationId: String, $desTransmit: JSON) { ${field}(contentData: $contentData, id: $id, expectedVersion: $expectedVersion, operationId: $operationId, desTransmit: $desTransmit) ${ITEM_SELECTION} }`,
        variables: {
          contentData: wireData(mutation.contentData),
          id: mutation.id,
          expectedVersion: mutation.version ?? null,
          operationId,
          desTransmit: mutation.desTransmit ?? null,
        },
      };
    }
    case 'delete': {
      const field = `delete${schemaPart(mutation.schemaName)}Content`;
      return {
        field,
        query: `mutation ($id: String!, $expectedVersion: Int, $operationId: String) { ${field}(id: $id, expectedVersion: $expectedVersion, operationId: $operationId) ${ITEM_SELECTION} }`,
        variables: { id: mutation.id, expectedVersion: mutation.version ?? null, operationId },
      };
    }
    case 'updateField': {
      schemaPart(mutation.schemaName);
      if (!Number.isSafeInteger(mutation.step)) throw new TypeError('step must be a whole number');
      return {
        field: 'updateFieldContent',
        query: `mutation ($schemaName: String!, $fieldName: String!, $step: Int!, $id: String!, $operationId: String) { updateFieldContent(schemaName: $schemaName, fieldName: $fieldName, step: $step, id: $id, operationId: $operationId) ${ITEM_SELECTION} }`,
        variables: {
          schemaName: mutation.schemaName,
          fieldName: mutation.fieldName,
          step: mutation.step,
          id: mutation.id,
          operationId,
        },
      };
    }
  }
}
