import { toJson, type Db, type SchemaField } from '../../db/database.js';
import { DEMO } from '../../demo.js';
import { insertSeedItems } from '../insertSeedItems.js';
import { widgetPageId, type WidgetDemoPage } from './widgetDemoPage.js';

/** The forms area of the widget demo (widgetPageId area 0003). */
const AREA = 3;

/**
 * The feedback schema of the form demo: one field per form-item type of spec 1 §2 (String for
 * input and textarea, OptionSet for the select, Number with decimals, DateTime for the date
 * pickers, Image and Video for the uploaders).
 */
export const FEEDBACK = Object.freeze({
  schemaName: 'feedback',
  schemaId: '7e55e7a0-0009-4000-8001-000300000001',
  /** The one seeded record, shown by the view-only page until someone submits another. */
  item: {
    id: '7e55e7a0-0009-4000-8002-000300000001',
    contentId: '7e55e7a0-0009-4000-8003-000300000001',
  },
  addDsId: 'feedback-add',
  viewDsId: 'feedback-latest',
  pages: { add: widgetPageId(AREA, 1), view: widgetPageId(AREA, 2) },
  urls: { add: '/widgets/forms/feedback', view: '/widgets/forms/feedback-view' },
});

/** The cascader's options: provinces and their cities (the form item's nested options). */
const REGION_TREE: RegionOption[] = [
  {
    label: '浙江',
    value: 'zhejiang',
    children: [
      { label: '杭州', value: 'hangzhou' },
      { label: '宁波', value: 'ningbo' },
    ],
  },
  {
    label: '江苏',
    value: 'jiangsu',
    children: [
      { label: '南京', value: 'nanjing' },
      { label: '苏州', value: 'suzhou' },
    ],
  },
];

interface RegionOption {
  label: string;
  value: string;
  children?: RegionOption[];
}

function flattenRegion({
  label,
  value,
  children,
}: RegionOption): { label: string; value: string }[] {
  return [{ label, value }, ...(children ?? []).flatMap(flattenRegion)];
}

/** The feedback fields (spec 1 §3 Field). */
export const FEEDBACK_FIELDS: SchemaField[] = [
  {
    fieldId: 1,
    name: 'title',
    label: '标题',
    fieldType: 'String',
    properties: { isRequired: true },
  },
  { fieldId: 2, name: 'content', label: '反馈内容', fieldType: 'String' },
  {
    fieldId: 3,
    name: 'category',
    label: '反馈类型',
    fieldType: 'OptionSet',
    properties: {
      options: [
        { label: '功能建议', value: 'suggestion' },
        { label: '问题报告', value: 'bug' },
        { label: '表扬', value: 'praise' },
      ],
    },
  },
  { fieldId: 4, name: 'score', label: '满意度', fieldType: 'Number' },
  { fieldId: 5, name: 'visitDate', label: '回访日期', fieldType: 'DateTime' },
  { fieldId: 6, name: 'happenedAt', label: '发生时间', fieldType: 'DateTime' },
  { fieldId: 7, name: 'contact', label: '联系邮箱', fieldType: 'String' },
  { fieldId: 8, name: 'photos', label: '截图', fieldType: 'Image' },
  { fieldId: 9, name: 'video', label: '录屏', fieldType: 'Video' },
  {
    fieldId: 10,
    name: 'region',
    label: '所在地区',
    fieldType: 'OptionSet',
    // The value is the chosen path (province, city): every step is one of the options.
    properties: { options: REGION_TREE.flatMap(flattenRegion) },
  },
];

const CATEGORY_OPTIONS = FEEDBACK_FIELDS[2]!.properties!.options as {
  label: string;
  value: string;
}[];

/**
 * The form items (spec 1 §3 Form item) of the demo: every item type, the design rules (required,
 * pattern, type), a cascader of provinces and cities, textarea word limit, a number step of 5 / 10^1 = 0.5, a date limited to the
 * next 30 days (ranges ge now, le now + 30), a minute picker, three images of at most 2 MB and
 * one video.
 */
const FEEDBACK_ITEMS = [
  {
    field: 'title',
    type: 'input',
    label: '标题',
    rules: [{ required: true }],
    options: { placeholder: '一句话说明问题', maxLength: 30, minLength: 2, showWordLimit: true },
  },
  {
    field: 'content',
    type: 'textarea',
    label: '反馈内容',
    rules: [{ required: true }],
    options: { placeholder: '请详细描述你的建议或遇到的问题', maxLength: 200, showWordLimit: true },
  },
  {
    field: 'category',
    type: 'select',
    label: '反馈类型',
    rules: [{ required: true }],
    options: { options: CATEGORY_OPTIONS },
  },
  // Options with children: a cascader (a bottom CascadePicker on mobile).
  {
    field: 'region',
    type: 'select',
    label: '所在地区',
    rules: [],
    options: { options: REGION_TREE },
  },
  {
    field: 'score',
    type: 'input-number',
    label: '满意度',
    rules: [],
    options: { min: 0, max: 10, decimals: 1, step: 5, prepend: '分' },
  },
  {
    field: 'visitDate',
    type: 'date',
    label: '回访日期',
    rules: [{ required: true }],
    options: {
      type: 'date',
      ranges: [
        [
          { operator: 'ge', value: { relative: 'now' } },
          { operator: 'le', value: { relative: 'now', days: 30 } },
        ],
      ],
    },
  },
  { field: 'happenedAt', type: 'date', label: '发生时间', rules: [], options: { type: 'minute' } },
  {
    field: 'contact',
    type: 'input',
    label: '联系邮箱',
    rules: [{ type: 'email' }],
    options: { placeholder: 'name@example.com' },
  },
  {
    field: 'photos',
    type: 'image-uploader',
    label: '截图',
    rules: [],
    options: { length: 3, maxBytes: 2 * 1024 * 1024 },
  },
  { field: 'video', type: 'video', label: '录屏', rules: [], options: { length: 1 } },
];

const chooseFields = FEEDBACK_FIELDS.map(({ name, label, fieldType }) => ({
  name,
  label,
  fieldType,
}));

const formControl = (id: string, dsId: string, props: Record<string, unknown>, h: number) => ({
  id,
  parentId: null,
  typeName: 'Form',
  layout: { x: 4, y: 0, w: 16, h },
  props: { items: FEEDBACK_ITEMS, ...props },
  bindInfo: { dsId },
});

/** Demo pages of the widget kit: form items and form submit. */
export const FORM_PAGES: readonly WidgetDemoPage[] = [
  {
    pageId: FEEDBACK.pages.add,
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-forms-feedback',
    url: FEEDBACK.urls.add,
    title: '意见反馈',
    isHomePage: false,
    parameters: [],
    pageData: {
      controls: [
        formControl(
          'form-feedback',
          FEEDBACK.addDsId,
          {
            title: '意见反馈',
            titleIsShow: true,
            labelPosition: 'left',
            labelWidth: 96,
            submitText: '提交反馈',
          },
          6,
        ),
      ],
    },
    // spec 1 §4 adding mode: an add-only source starts with a new entry (status Draft on save).
    pageDataSource: [
      {
        dsId: FEEDBACK.addDsId,
        name: '新反馈',
        schemaName: FEEDBACK.schemaName,
        typeName: 'schema',
        usages: ['add'],
        isAddingData: true,
        chooseFields,
        preDataSourceIds: [],
        isDefaultLoaded: true,
      },
    ],
  },
  {
    pageId: FEEDBACK.pages.view,
    subAppId: DEMO.pcSubAppId,
    name: 'widgets-forms-feedback-view',
    url: FEEDBACK.urls.view,
    title: '最新反馈',
    isHomePage: false,
    parameters: [],
    pageData: {
      controls: [
        formControl(
          'form-feedback-view',
          FEEDBACK.viewDsId,
          { title: '最新反馈', titleIsShow: true, mode: 'view', labelPosition: 'top' },
          6,
        ),
      ],
    },
    // The newest feedback: the cursor is on the first item of a one-item page.
    pageDataSource: [
      {
        dsId: FEEDBACK.viewDsId,
        name: '最新反馈',
        schemaName: FEEDBACK.schemaName,
        typeName: 'schema',
        usages: ['list'],
        topN: 1,
        skip: 0,
        sortField: 'created',
        ascending: false,
        chooseFields,
        preDataSourceIds: [],
        isDefaultLoaded: true,
      },
    ],
  },
];

// Fixed timestamps, as the rest of the demo seed: every run writes the very same rows.
const EPOCH = Date.UTC(2026, 0, 3, 9, 0, 0);

/**
 * The feedback schema and its one record (README "Demo seed"), written by the widget pages'
 * seed run: fixed ids, `on conflict do nothing`, so it never overwrites what a user changed.
 */
export async function seedFormContent(trx: Db): Promise<void> {
  const created = new Date(EPOCH);
  await trx
    .insertInto('schemas')
    .values({
      app_id: DEMO.appId,
      name: FEEDBACK.schemaName,
      label: '意见反馈',
      fields: toJson(FEEDBACK_FIELDS),
      schema_id: FEEDBACK.schemaId,
      schema_type: 'Default',
      created,
      last_modified: created,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await insertSeedItems(trx, {
    appId: DEMO.appId,
    schemaName: FEEDBACK.schemaName,
    items: [
      {
        ...FEEDBACK.item,
        created,
        data: {
          title: { iv: '列表加载很快' },
          content: { iv: '新版本的文章列表打开很快，希望卡片列表也支持按时间排序。' },
          category: { iv: ['suggestion'] },
          score: { iv: 9.5 },
          visitDate: { iv: '2026-01-10T02:00:00.000Z' },
          happenedAt: { iv: '2026-01-02T06:30:00.000Z' },
          contact: { iv: 'zhangsan@example.com' },
          photos: { iv: [] },
          video: { iv: [] },
        },
      },
    ],
  });
}
