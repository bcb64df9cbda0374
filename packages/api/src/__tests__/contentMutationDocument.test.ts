import { describe, expect, it } from 'vitest';
import { contentMutationDocument } from '../index.js';

describe('contentMutationDocument (spec 1 §7 Mutations)', () => {
  it('adds with the data as { iv } fields and the desTransmit data source', () => {
    const doc = contentMutationDocument({
      type: 'add',
      schemaName: 'order',
      contentData: { no: 'O1', n: 2 },
      desTransmit: 'ds1',
    });
    expect(doc.field).toBe('addOrderContent');
    expect(doc.query).toContain(
      'addOrderContent(contentData: $contentData, operationId: $operationId, desTransmit: $desTransmit)',
    );
    expect(doc.variables).toEqual({
      contentData: { no: { iv: 'O1' }, n: { iv: 2 } },
      operationId: '',
      desTransmit: 'ds1',
    });
  });

  it('updates by id with the expected version', () => {
    const doc = contentMutationDocument({
      type: 'update',
      schemaName: 'order',
      id: 'i1',
      version: 3,
      contentData: { no: 'O2' },
      operationId: 'op',
    });
    expect(doc.field).toBe('updateOrderContent');
    expect(doc.query).toContain('expectedVersion: $expectedVersion');
    expect(doc.variables).toMatchObject({
      id: 'i1',
      expectedVersion: 3,
      operationId: 'op',
      desTransmit: null,
    });
  });

  it('deletes by id', () => {
    const doc = contentMutationDocument({ type: 'delete', schemaName: 'order', id: 'i1' });
    expect(doc.field).toBe('deleteOrderContent');
    expect(doc.variables).toEqual({ id: 'i1', expectedVersion: null, operationId: '' });
  });

  it('increments a field with a whole step', () => {
    const doc = contentMutationDocument({
      type: 'updateField',
      schemaName: 'article',
      fieldName: 'views',
      step: -2,
      id: 'i1',
    });
    expect(doc.field).toBe('updateFieldContent');
    expect(doc.variables).toEqual({
      schemaName: 'article',
      fieldName: 'views',
      step: -2,
      id: 'i1',
      operationId: '',
    });
    expect(() =>
      contentMutationDocument({
        type: 'updateField',
        schemaName: 'article',
        fieldName: 'views',
        step: 1.5,
        id: 'i1',
      }),
    ).toThrow('whole number');
  });

  it.each(['', 'bad name', 'x){}', '1abc'])(
    'refuses the schema name %j before sending',
    (schemaName) => {
      expect(() => contentMutationDocument({ type: 'delete', schemaName, id: 'i' })).toThrow(
        TypeError,
      );
    },
  );

  it('never splices values into the document', () => {
    const doc = contentMutationDocument({
      type: 'add',
      schemaName: 'order',
      contentData: { no: '") { hack }' },
    });
    expect(doc.query).not.toContain('hack');
  });
});
