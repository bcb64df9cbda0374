// The controls (spec 1 §2 Other, §6 always-allowed controls): button, nav, table, system
// message, permission list, login and register, in each state.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Control } from '@tessera/protocol';
import { controlStory } from '../support/listStories.js';
import type { StoryPageOptions } from '../support/StoryPage.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { ORGANISATION_ANSWERS } from '../support/storyOrganisation.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
  width?: number;
}

const meta: Meta<Args> = {
  title: 'Controls/Controls',
  render: ({ control, width }) => <WidgetFrame control={control} width={width ?? 720} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A story of `control` alone on a page answering the organisation calls. */
function alone(control: Control, page: StoryPageOptions = {}, width?: number): Story {
  return {
    args: { control, width },
    parameters: { page: { controls: [control], answers: ORGANISATION_ANSWERS, ...page } },
  };
}

function button(label: string, props: Record<string, unknown> = {}): Control {
  return storyControl('Button', { props: { label, ...props }, events: ['click'] });
}

/** A contained primary button; a click shows a message. */
export const ButtonContained = alone(button('显示消息'), {}, 200);

/** An outlined secondary button. */
export const ButtonOutlined = alone(
  button('保存', { variant: 'outlined', color: 'secondary' }),
  {},
  200,
);

/** A text button in the error colour. */
export const ButtonText = alone(button('删除', { variant: 'text', color: 'error' }), {}, 200);

const NAV_LIST = [
  { id: 'home', label: '首页', url: '/home' },
  { id: 'controls', label: '控件总览', url: '/widgets/controls' },
  { id: 'visible-range', label: '可见范围', url: '/widgets/controls/visible-range' },
  {
    id: 'more',
    label: '更多',
    children: [
      { id: 'register', label: '注册页', url: '/register' },
      { id: 'approvals', label: '我的待办', url: '/frame/approval-list?type=todo' },
    ],
  },
];

/** A horizontal menu with a sub-menu. */
export const NavHorizontal = alone(
  storyControl('Nav', { props: { title: '控件演示', titleIsShow: true, navList: NAV_LIST } }),
);

/** A vertical menu. */
export const NavVertical = alone(
  storyControl('Nav', { props: { direction: 'vertical', navList: NAV_LIST } }),
  {},
  260,
);

/** The horizontal menu's sub-menu opened. */
export const NavSubMenuOpen: Story = {
  ...NavHorizontal,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /更多/ }));
  },
};

function table(): Control {
  return storyControl('Table', {
    props: { title: '文章表格', titleIsShow: true },
    bindInfo: {
      dsId: 'articles',
      fields: [
        { fieldName: 'title', label: '标题' },
        { fieldName: 'author', label: '作者' },
        { fieldName: 'publishedAt', label: '发布时间', fieldType: 'DateTime' },
      ],
    },
    cssData: { pagination: { pageSize: 5 } },
  });
}

/** A paged table of articles. */
export const TableRows: Story = controlStory(table(), { items: storyArticles(12), total: 12 });

/** The table while its source loads. */
export const TableLoading: Story = controlStory(table(), { state: 'loading' });

/** The table's source failed. */
export const TableError: Story = controlStory(table(), {
  state: 'error',
  error: '数据源 articles 加载失败：服务器繁忙',
});

/** The table with no rows. */
export const TableEmpty: Story = controlStory(table(), { items: [] });

/** The signed-in user's pending approvals. */
export const SystemMessage = alone(storyControl('SystemMessage'), {}, 420);

/** A visitor has no messages. */
export const SystemMessageAnonymous = alone(
  storyControl('SystemMessage'),
  { user: 'anonymous' },
  420,
);

/** The signed-in user's roles and permissions. */
export const PermissionList = alone(storyControl('PermissionList'), {}, 420);

/** The login control of a signed-in user. */
export const LoginSignedIn = alone(storyControl('Login'), {}, 420);

/** The login control of a visitor. */
export const LoginAnonymous = alone(storyControl('Login'), { user: 'anonymous' }, 420);

/** The register control. */
export const Register = alone(
  storyControl('Register', { props: { label: '注册新账号' } }),
  {},
  240,
);
