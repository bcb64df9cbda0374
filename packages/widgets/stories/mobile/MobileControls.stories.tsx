// The mobile controls (spec 1 §2 Other, §6 always-allowed controls) and the full-screen
// visible-range picker (spec 1 §2 mobile pickers) at 375 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { Control } from '@tessera/protocol';
import { controlStory } from '../support/listStories.js';
import { MobileFrame } from '../support/MobileFrame.js';
import type { StoryPageOptions } from '../support/StoryPage.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { ORGANISATION_ANSWERS } from '../support/storyOrganisation.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Mobile/Controls',
  render: ({ control }) => <MobileFrame control={control} />,
  // A phone page: no catalogue padding around the 375 px column.
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<Args>;

function alone(control: Control, page: StoryPageOptions = {}): Story {
  return {
    args: { control },
    parameters: { page: { controls: [control], answers: ORGANISATION_ANSWERS, ...page } },
  };
}

const NAV_LIST = [
  { id: 'home', label: '首页', url: '/home' },
  { id: 'controls', label: '控件总览', url: '/widgets/controls' },
  { id: 'lists', label: '列表', url: '/widgets/lists' },
  {
    id: 'more',
    label: '更多',
    children: [
      { id: 'register', label: '注册页', url: '/register' },
      { id: 'approvals', label: '我的待办', url: '/frame/approval-list?type=todo' },
    ],
  },
];

/** Buttons: solid primary, outlined, text (loading while their chain runs). */
export const Buttons = alone(
  storyControl('Button', { props: { label: '提交申请', fullWidth: true }, events: ['click'] }),
);

/** A horizontal nav bar; 更多 opens an action sheet. */
export const NavBar = alone(storyControl('Nav', { props: { navList: NAV_LIST } }));

/** The nav bar's group opened. */
export const NavGroupOpen: Story = {
  ...NavBar,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /更多/ }));
  },
};

/** A vertical nav list with a group header. */
export const NavList = alone(
  storyControl('Nav', {
    props: { direction: 'vertical', title: '控件演示', titleIsShow: true, navList: NAV_LIST },
  }),
);

/** A table of articles, paged. */
export const Table: Story = controlStory(
  storyControl('Table', {
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
  }),
  { items: storyArticles(12), total: 12 },
);

/** The signed-in user's pending approvals. */
export const SystemMessage = alone(storyControl('SystemMessage'));

/** The signed-in user's roles and permissions. */
export const PermissionList = alone(storyControl('PermissionList'));

/** The login control of a signed-in user. */
export const LoginSignedIn = alone(storyControl('Login'));

/** The login control of a visitor, and the register link. */
export const LoginAnonymous = alone(storyControl('Login'), { user: 'anonymous' });

/** The register link. */
export const Register = alone(storyControl('Register', { props: { label: '注册新账号' } }));

/** The registration form (验证码注册). */
export const RegisterForm = alone(storyControl('RegisterForm'), { user: null });

const MODES = [
  { name: '部门', value: 'department', multi: true, isShow: true },
  { name: '成员', value: 'member', multi: true, isShow: true },
  { name: '角色', value: 'role', multi: false, isShow: true },
];

const range = storyControl('VisibleRange', {
  props: { label: '可见范围', visibleConfig: MODES },
  events: ['change'],
});

/** The control with nothing chosen. */
export const VisibleRange = alone(range);

/** The full-screen picker: the department tree under the 全部 breadcrumb. */
export const VisibleRangePicker: Story = {
  ...alone(range),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '选择可见范围' }),
    );
  },
};

/** Drilled down one level (全部 › the first department). */
export const VisibleRangeDrillDown: Story = {
  ...alone(range),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '选择可见范围' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const [drill] = await body.findAllByTestId('visible-range-drill');
    await userEvent.click(drill!);
  },
};

/** The search as a flat list with its best match. */
export const VisibleRangeSearch: Story = {
  ...alone(range),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '选择可见范围' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await body.findAllByTestId('visible-range-option');
    await userEvent.type(body.getByRole('searchbox'), '部');
  },
};
