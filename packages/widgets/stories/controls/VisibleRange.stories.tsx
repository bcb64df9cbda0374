// The visible-range control and dialog (spec 1 §2 可见范围, §4): the modes over the organisation
// calls, multi and single selection, 数据加载中....
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Control } from '@tessera/protocol';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { ORGANISATION_ANSWERS } from '../support/storyOrganisation.js';
import type { StoryPageOptions } from '../support/StoryPage.js';
import { STORY_IDS } from '../support/storyServer.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Controls/VisibleRange',
  render: ({ control }) => <WidgetFrame control={control} width={480} />,
};
export default meta;

type Story = StoryObj<Args>;

const MULTI = [
  { name: '部门', value: 'department', multi: true, isShow: true },
  { name: '成员', value: 'member', multi: true, isShow: true },
  { name: '角色', value: 'role', multi: true, isShow: true },
];

const SINGLE = [
  { name: '成员', value: 'member', multi: false, isShow: true },
  { name: '职级', value: 'rank', multi: false, isShow: true },
];

const MORE = [
  { name: '岗位', value: 'post', multi: true, isShow: true },
  { name: '标签', value: 'tag', multi: true, isShow: true },
];

const ARTICLES = [
  {
    title: '文章',
    fieldName: 'title',
    fieldLabel: 'title',
    fieldType: 'String',
    dsId: 'articles',
    multi: true,
    isShow: true,
  },
];

function range(label: string, visibleConfig: unknown[], extra: Record<string, unknown> = {}) {
  return storyControl('VisibleRange', {
    props: { label, visibleConfig, ...extra },
    events: ['change'],
  });
}

function story(control: Control, page: StoryPageOptions = {}): Story {
  return {
    args: { control },
    parameters: {
      page: {
        controls: [control],
        answers: ORGANISATION_ANSWERS,
        sources: { articles: { items: storyArticles(6), config: { usages: ['list'], topN: 20 } } },
        ...page,
      },
    },
  };
}

/** Opens the dialog (the control's one button). */
const openDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button'));
};

/** The control with nothing chosen. */
export const Closed = story(range('可见范围（多选）', MULTI));

/** The dialog: department, member and role modes, multi-select with 全选. */
export const DialogMulti: Story = { ...story(range('可见范围（多选）', MULTI)), play: openDialog };

/** The dialog: member and rank modes, single-select (a choice replaces the last). */
export const DialogSingle: Story = {
  ...story(range('负责人（单选）', SINGLE, { title: '选择负责人' })),
  play: openDialog,
};

/** Posts, tags and a data source's values (schema_field). */
export const DialogPostsTagsAndData: Story = {
  ...story(range('岗位、标签与文章', MORE, { customVisibleConfig: ARTICLES })),
  play: openDialog,
};

/** 数据加载中... while the organisation answers. */
export const DialogLoading: Story = {
  ...story(range('可见范围', MULTI), {
    answers: {
      ...ORGANISATION_ANSWERS,
      [`/api/${STORY_IDS.appId}/department/tree`]: () => new Promise(() => undefined),
    },
  }),
  play: openDialog,
};
