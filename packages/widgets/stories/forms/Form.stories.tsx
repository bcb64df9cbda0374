// The Form widget and its items (spec 1 §2 Form-item renderer, §3 Form item, §5 submit rules):
// every item type editable and view-only, labels left and top, validation errors, the pickers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Control } from '@tessera/protocol';
import type { StoryPageOptions } from '../support/StoryPage.js';
import type { StorySource } from '../support/storySources.js';
import { WidgetFrame } from '../support/WidgetFrame.js';
import {
  ADDING_SOURCE,
  DATE_PICKER_ITEMS,
  FEEDBACK_ITEMS as ITEMS,
  SAVED_SOURCE,
  feedbackForm,
} from './formStoryData.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Forms/Form',
  render: ({ control }) => <WidgetFrame control={control} width={720} />,
};
export default meta;

type Story = StoryObj<Args>;

const ALL = Object.values(ITEMS);

/** A story of a form over `feedback` answering `source`. */
function form(control: Control, source: StorySource): Story {
  const page: StoryPageOptions = { sources: { feedback: source }, controls: [control] };
  return { args: { control }, parameters: { page } };
}

/** A new record: every item type, editable, labels on the left. */
export const Editable = form(feedbackForm(ALL), ADDING_SOURCE);

/** Labels above the items. */
export const LabelsOnTop = form(feedbackForm(ALL, { labelPosition: 'top' }), ADDING_SOURCE);

/** 提交 with the required items empty: each shows its message. */
export const WithErrors: Story = {
  ...form(feedbackForm(ALL), ADDING_SOURCE),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '提交反馈' }));
    await expect(
      (await canvas.findAllByText(/必填|不能为空|请输入|请选择/)).length,
    ).toBeGreaterThan(0);
  },
};

/** A saved record, view-only: texts, the chosen option, dates and image thumbnails. */
export const ViewOnly = form(
  feedbackForm(ALL, { title: '最新反馈', mode: 'view', labelPosition: 'top' }),
  SAVED_SOURCE,
);

/** A saved record, editable (update mode). */
export const EditSaved = form(feedbackForm(ALL, { title: '编辑反馈' }), SAVED_SOURCE);

/** Input with word limit. */
export const Input = form(
  feedbackForm([ITEMS.input, ITEMS.email], { title: '单行文本' }),
  ADDING_SOURCE,
);

/** Textarea with word limit. */
export const Textarea = form(feedbackForm([ITEMS.textarea], { title: '多行文本' }), ADDING_SOURCE);

/** Select. */
export const Select = form(feedbackForm([ITEMS.select], { title: '下拉选择' }), ADDING_SOURCE);

/** Input number: step 5 / 10^1 = 0.5, 0–10. */
export const InputNumber = form(feedbackForm([ITEMS.number], { title: '数字' }), ADDING_SOURCE);

/** Date with a range (today to 30 days on) and a minute picker. */
export const DateItems = form(
  feedbackForm([ITEMS.date, ITEMS.minute], { title: '日期' }),
  ADDING_SOURCE,
);

/** Every picker type, ymdhms to y. */
export const DatePickerTypes = form(
  feedbackForm(DATE_PICKER_ITEMS, { title: '日期选择器类型' }),
  ADDING_SOURCE,
);

/** Image uploader (3 images of at most 2 MB) and video. */
export const Uploaders = form(
  feedbackForm([ITEMS.images, ITEMS.video], { title: '图片与视频' }),
  ADDING_SOURCE,
);

/** Image thumbnails of a saved record, view-only. */
export const UploadersViewOnly = form(
  feedbackForm([ITEMS.images, ITEMS.video], { title: '图片与视频', mode: 'view' }),
  SAVED_SOURCE,
);

/** 数据加载中... while the record loads. */
export const Loading = form(feedbackForm(ALL, { mode: 'view' }), {
  ...SAVED_SOURCE,
  state: 'loading',
});

/** The record failed to load. */
export const LoadError = form(feedbackForm(ALL, { mode: 'view' }), {
  ...SAVED_SOURCE,
  state: 'error',
  error: '数据源 feedback 加载失败：服务器繁忙',
});
