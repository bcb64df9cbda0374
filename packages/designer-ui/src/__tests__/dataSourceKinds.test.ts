import { describe, expect, it } from 'vitest';
import type { ModelSummary } from '@tessera/protocol';
import {
  countField,
  kindError,
  kindOf,
  modelChoices,
  sourceForKind,
} from '../model/dataSourceKinds.js';
import type { EditedSource } from '../model/dataSourceKinds.js';

// Where a designed source's rows come from (schema, data flow, API or OLAP model) and its
// calculated count fields (spec 1 §3 Data source, Calculated count field).

const base: EditedSource = {
  dsId: 'ds',
  name: '文章',
  schemaName: 'article',
  typeName: 'schema',
  usages: ['list'],
};

describe('data-source kinds', () => {
  it('reads the kind the runtime will load from: a model over a flow over a schema', () => {
    expect(kindOf(base)).toBe('schema');
    expect(kindOf({ ...base, dataFlowName: '文章统计' })).toBe('dataFlow');
    expect(kindOf({ ...base, dataFlowName: '文章统计', modelId: 'm1' })).toBe('apiModel');
    expect(kindOf({ ...base, modelId: 'm1', modelType: 'OLAP' })).toBe('olapModel');
    expect(kindOf({ ...base, schemaName: null })).toBe('schema');
  });

  it('asks for what the kind needs', () => {
    expect(kindError({ ...base, schemaName: null }, 'schema')).toBe('请选择数据模型');
    expect(kindError(base, 'dataFlow')).toBe('请选择数据流');
    expect(kindError({ ...base, modelId: ' ' }, 'olapModel')).toBe('请选择模型');
    expect(kindError({ ...base, modelId: 'm1' }, 'apiModel')).toBeNull();
  });

  it('saves only the chosen kind’s settings', () => {
    const edited: EditedSource = {
      ...base,
      dataFlowName: '文章统计',
      inputParemeter: [{ name: 'minViews', value: '10' }],
      modelId: 'm1',
      customerFields: [countField('count', undefined, '总数')],
    };
    const flow = sourceForKind(edited, 'dataFlow');
    expect(flow.dataFlowName).toBe('文章统计');
    expect(flow.inputParemeter).toEqual([{ name: 'minViews', value: '10' }]);
    expect(flow).not.toHaveProperty('modelId');
    expect(flow).not.toHaveProperty('customerFields');
    expect(kindOf(flow)).toBe('dataFlow');
    const olap = sourceForKind({ ...edited, modelVersion: '3' }, 'olapModel');
    expect(olap).toMatchObject({ modelId: 'm1', modelType: 'OLAP', modelVersion: '3' });
    expect(olap).not.toHaveProperty('dataFlowName');
    expect(kindOf(olap)).toBe('olapModel');
    const schema = sourceForKind(edited, 'schema');
    expect(schema).not.toHaveProperty('dataFlowName');
    expect(schema).not.toHaveProperty('modelId');
    expect(schema.customerFields).toHaveLength(1);
    expect(sourceForKind({ ...base, customerFields: [] }, 'schema')).not.toHaveProperty(
      'customerFields',
    );
  });

  it('names count fields by the server’s prefixes', () => {
    expect(countField('count', undefined, '总数')).toMatchObject({
      countTypeName: 'count_all',
      displayName: '总数',
      fieldType: 'Number',
      fieldCategory: 'count',
    });
    expect(countField('sum', 'views', '总阅读量').countTypeName).toBe('sum_views');
    expect(countField('avg', 'views', '平均阅读量').countTypeName).toBe('avg_views');
    expect(countField('count', 'cover', '有封面').countTypeName).toBe('count_cover');
  });

  it('offers the models of the kind by name, and the chosen model’s versions newest first', () => {
    const models: ModelSummary[] = [
      { modelType: 'API', modelId: 'search', version: '1', name: '搜索' },
      { modelType: 'API', modelId: 'search', version: '10', name: '搜索' },
      { modelType: 'API', modelId: 'search', version: '2', name: '搜索' },
      { modelType: 'OLAP', modelId: 'views', version: '1', name: '阅读量', columns: [] },
    ];
    expect(modelChoices(models, 'apiModel', 'search')).toEqual({
      models: [{ modelId: 'search', name: '搜索' }],
      versions: ['10', '2', '1'],
    });
    expect(modelChoices(models, 'olapModel', null)).toEqual({
      models: [{ modelId: 'views', name: '阅读量' }],
      versions: [],
    });
    // A binding the server no longer lists is still shown.
    expect(modelChoices(models, 'apiModel', 'gone', '3')).toEqual({
      models: [
        { modelId: 'search', name: '搜索' },
        { modelId: 'gone', name: 'gone' },
      ],
      versions: ['3'],
    });
  });
});
