// The mobile form (spec 1 §2 Form-item renderer: select as a bottom picker, date pickers with
// ranges, image uploader from the camera or the album, Stepper, textarea, video) at 375 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Control } from '@tessera/protocol';
import {
  ADDING_SOURCE,
  FEEDBACK_ITEMS as ITEMS,
  SAVED_SOURCE,
  feedbackForm,
} from '../forms/formStoryData.js';
import { MobileFrame } from '../support/MobileFrame.js';
import type { StoryPageOptions } from '../support/StoryPage.js';
import type { StorySource } from '../support/storySources.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Mobile/Form',
  render: ({ control }) => <MobileFrame control={control} />,
  // A phone page: no catalogue padding around the 375 px column.
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

const REGION = {
  field: 'title',
  type: 'select',
  label: '所在地区',
  rules: [],
  options: {
    options: [
      {
        label: '浙江',
        value: 'zj',
        children: [
          { label: '杭州', value: 'hz' },
          { label: '宁波', value: 'nb' },
        ],
      },
      { label: '江苏', value: 'js', children: [{ label: '南京', value: 'nj' }] },
    ],
  },
};

const ALL = Object.values(ITEMS);

function form(control: Control, source: StorySource): Story {
  const page: StoryPageOptions = { sources: { feedback: source }, controls: [control] };
  return { args: { control }, parameters: { page } };
}

const tap =
  (name: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  };

/** A new record: every item type, labels on the left. */
export const Editable = form(feedbackForm(ALL, { labelWidth: 80 }), ADDING_SOURCE);

/** 提交 with the required items empty: each shows its message. */
export const WithErrors: Story = {
  ...form(feedbackForm(ALL, { labelWidth: 80 }), ADDING_SOURCE),
  play: tap('提交反馈'),
};

/** The select as a bottom picker (spec 1 §2). */
export const SelectPicker: Story = {
  ...form(feedbackForm([ITEMS.select]), ADDING_SOURCE),
  play: tap('反馈类型'),
};

/** A select whose options nest: the cascade picker. */
export const CascadePicker: Story = {
  ...form(feedbackForm([REGION]), ADDING_SOURCE),
  play: tap('所在地区'),
};

/** The date picker with a range (today … +30 days): 可用 / 不可用 and 确定 only when 可用. */
export const DatePickerWithRange: Story = {
  ...form(feedbackForm([ITEMS.date]), ADDING_SOURCE),
  play: tap('回访日期'),
};

/** A minute datetime (picker ymdhm). */
export const DateTimePicker: Story = {
  ...form(feedbackForm([ITEMS.minute]), ADDING_SOURCE),
  play: tap('发生时间'),
};

/** The image uploader's sources: 拍照 / 从相册选择. */
export const ImageSources: Story = {
  ...form(feedbackForm([ITEMS.images]), ADDING_SOURCE),
  play: tap('上传图片'),
};

/** A saved record, view-only, labels on top: texts, dates and image thumbnails. */
export const ViewOnly = form(
  feedbackForm(ALL, { title: '最新反馈', mode: 'view', labelPosition: 'top' }),
  SAVED_SOURCE,
);
