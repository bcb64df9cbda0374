// The session chrome (Pc): the app bar with the user menu, and the countdown of spec 1 §4.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RuntimeAppBar, SessionCountdownDialog, UserMenu } from '../../src/pc/index.js';

const meta: Meta = {
  title: 'System/Session',
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj;

/** The app bar of a signed-in user: the app's name, the avatar and nickname. */
export const AppBarSignedIn: Story = {
  render: () => <RuntimeAppBar title="Tessera 演示" />,
};

/** The app bar of an anonymous visitor: 登录. */
export const AppBarAnonymous: Story = {
  render: () => <RuntimeAppBar title="Tessera 演示" />,
  parameters: { page: { user: 'anonymous' } },
};

/** The user menu opened: the phone and 退出登录. */
export const UserMenuOpen: Story = {
  render: () => <UserMenu />,
  parameters: {
    layout: 'padded',
    page: { user: { nickName: '张三', mobilePhone: '13800000001' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /用户菜单|张三/ }));
    await expect(
      await within(document.body).findByRole('menuitem', { name: '退出登录' }),
    ).toBeInTheDocument();
  },
};

/** Under 60 s of idle time left (spec 1 §4): 会话即将过期 with the seconds remaining. */
export const Countdown: Story = {
  render: () => <SessionCountdownDialog />,
  parameters: { page: { idleSecondsLeft: 55 } },
};
