// spec 1 §2 /submit-list ("submit list demo page"). The spec says no more; README "Lists" says
// what we show: the records the signed-in user submitted to one schema, newest first, drawn by
// the List widget in full-list mode. Pure: the source and the control of that list.
import type { DataSourceConfig } from '@tessera/datasources';
import type { Control } from '@tessera/protocol';

/** The dsId of the submit list's one source. */
export const SUBMIT_LIST_DS_ID = 'submit-list';

/** Texts of the submit list page (not in the spec). */
export const SUBMIT_LIST_TEXTS = {
  title: '我的提交',
  empty: '还没有提交任何记录',
  noSchema: '请在地址中指定要查看的数据表（?schema=名称）',
} as const;

/** What the page is asked for (its query parameters `schema`, `title`, `field`). */
export interface SubmitListQuery {
  schema: string;
  title?: string;
  /** The field shown as each record's title (default `title`). */
  field?: string;
}

/**
 * The data source of the submit list: the schema's records created by `userId` (spec 1 §5:
 * created-by filters compare with sub:{id}, or sub:guest for the anonymous user), newest first.
 */
export function submitListSource(query: SubmitListQuery, userId: string): DataSourceConfig {
  return {
    dsId: SUBMIT_LIST_DS_ID,
    name: SUBMIT_LIST_TEXTS.title,
    schemaName: query.schema,
    typeName: 'schema',
    usages: ['list'],
    topN: 20,
    skip: 0,
    sortField: 'created',
    ascending: false,
    preDataSourceIds: [],
    isDefaultLoaded: true,
    fixedFilters: [{ fieldName: 'createdBy', fieldValue: userId, operation: 'eq' }],
  };
}

/** The List control drawing the submit list: title, submitted time, load more. */
export function submitListControl(query: SubmitListQuery): Control {
  return {
    id: 'submit-list',
    parentId: null,
    typeName: 'List',
    layout: { x: 0, y: 0, w: 24, h: 6 },
    props: {
      title: query.title?.trim() || SUBMIT_LIST_TEXTS.title,
      titleIsShow: true,
      paginationMode: 'all',
      dataForm: { diyTips: SUBMIT_LIST_TEXTS.empty },
    },
    bindInfo: {
      dsId: SUBMIT_LIST_DS_ID,
      title: query.field?.trim() || 'title',
      bottom: { fieldName: 'created', fieldType: 'DateTime' },
    },
  };
}
