// The system pages of spec 1 §2 (Pc): deny, error, sign-in callback, /login, the designer's
// placeholder, and the page loader's loading and failure states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CallbackPage,
  DenyPage,
  ErrorPage,
  LoginRedirectPage,
  PageLoadError,
  PageLoading,
} from '../../src/pc/index.js';

const meta: Meta = {
  title: 'System/Pages',
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj;

/** /deny: 您没有访问权限！ with 重新登录 and 返回首页. */
export const Deny: Story = { render: () => <DenyPage /> };

/** /error: 抱歉，页面访问出错. */
export const ServerError: Story = { render: () => <ErrorPage /> };

/** /callback: 登录成功，请稍后... (an app without OIDC only shows the text). */
export const Callback: Story = {
  render: () => <CallbackPage />,
  parameters: { page: { user: null } },
};

/** /login while it hands over to the identity server. */
export const LoginRedirect: Story = {
  render: () => <LoginRedirectPage returnUrl="/widgets/lists/cards" />,
  parameters: { page: { user: null } },
};

/** /design until the designer is built. */

/** The page loader while the settings and the page definition load. */
export const Loading: Story = { render: () => <PageLoading /> };

/** The page loader's failure with the server's text. */
export const LoadError: Story = {
  render: () => <PageLoadError message="页面加载失败：找不到页面 /widgets/unknown" />,
};
