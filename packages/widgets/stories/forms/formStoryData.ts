// The feedback form of the catalogue: one item of each type of spec 1 §2 Form-item renderer, its
// source definitions (adding and view-only) and a saved record (as the demo seed's feedback).
import type { Control } from '@tessera/protocol';
import { storyControl } from '../support/storyControls.js';
import { coverImage, storyItem } from '../support/storyData.js';
import type { StorySource } from '../support/storySources.js';

const CATEGORY_OPTIONS = [
  { label: '功能建议', value: 'suggestion' },
  { label: '问题报告', value: 'bug' },
  { label: '表扬', value: 'praise' },
];

/** Every item type: required rules, word limits, a 0.5 step, a 30-day date range, uploads. */
export const FEEDBACK_ITEMS = {
  input: {
    field: 'title',
    type: 'input',
    label: '标题',
    rules: [{ required: true }],
    options: { placeholder: '一句话说明问题', maxLength: 30, minLength: 2, showWordLimit: true },
  },
  textarea: {
    field: 'content',
    type: 'textarea',
    label: '反馈内容',
    rules: [{ required: true }],
    options: { placeholder: '请详细描述你的建议或遇到的问题', maxLength: 200, showWordLimit: true },
  },
  select: {
    field: 'category',
    type: 'select',
    label: '反馈类型',
    rules: [{ required: true }],
    options: { options: CATEGORY_OPTIONS },
  },
  number: {
    field: 'score',
    type: 'input-number',
    label: '满意度',
    rules: [],
    options: { min: 0, max: 10, decimals: 1, step: 5, prepend: '分' },
  },
  date: {
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
  minute: {
    field: 'happenedAt',
    type: 'date',
    label: '发生时间',
    rules: [],
    options: { type: 'minute' },
  },
  email: {
    field: 'contact',
    type: 'input',
    label: '联系邮箱',
    rules: [{ type: 'email' }],
    options: { placeholder: 'name@example.com' },
  },
  images: {
    field: 'photos',
    type: 'image-uploader',
    label: '截图',
    rules: [],
    options: { length: 3, maxBytes: 2 * 1024 * 1024 },
  },
  video: { field: 'video', type: 'video', label: '录屏', rules: [], options: { length: 1 } },
} as const;

/** The date pickers of spec 1 §2 (ymdhms … y), one item each. */
export const DATE_PICKER_ITEMS = (['ymdhms', 'ymdhm', 'ymdh', 'ymd', 'ym', 'y'] as const).map(
  (format) => ({
    field: 'visitDate',
    type: 'date',
    label: `选择器 ${format}`,
    rules: [],
    options: { type: 'second', format },
  }),
);

const FIELDS = [
  ['title', 'String'],
  ['content', 'String'],
  ['category', 'OptionSet'],
  ['score', 'Number'],
  ['visitDate', 'DateTime'],
  ['happenedAt', 'DateTime'],
  ['contact', 'String'],
  ['photos', 'Image'],
  ['video', 'Video'],
] as const;

const chooseFields = FIELDS.map(([name, fieldType]) => ({ name, label: name, fieldType }));

/** spec 1 §4 adding mode: an add-only source starting with a new entry. */
export const ADDING_SOURCE: StorySource = {
  items: [],
  config: { typeName: 'schema', usages: ['add'], isAddingData: true, chooseFields },
};

/** A saved feedback record. */
export const SAVED_FEEDBACK = storyItem('feedback-1', {
  title: '列表加载很快',
  content: '新版本的文章列表打开很快，希望卡片列表也支持按时间排序。',
  category: ['suggestion'],
  score: 9.5,
  visitDate: '2026-01-10T02:00:00.000Z',
  happenedAt: '2026-01-02T06:30:00.000Z',
  contact: 'zhangsan@example.com',
  photos: [coverImage(0), coverImage(1), coverImage(2)],
  video: [],
});

/** A list source whose cursor is on the saved record. */
export const SAVED_SOURCE: StorySource = {
  items: [SAVED_FEEDBACK],
  config: { typeName: 'schema', usages: ['list'], topN: 1, skip: 0, chooseFields },
};

/** A Form control over `feedback` with `items`. */
export function feedbackForm(
  items: readonly unknown[],
  props: Record<string, unknown> = {},
): Control {
  return storyControl('Form', {
    props: {
      title: '意见反馈',
      titleIsShow: true,
      labelPosition: 'left',
      labelWidth: 96,
      submitText: '提交反馈',
      items,
      ...props,
    },
    bindInfo: { dsId: 'feedback' },
    events: ['submitSuccess', 'submitFail'],
  });
}
