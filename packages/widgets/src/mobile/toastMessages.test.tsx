import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Toast } from 'antd-mobile';
import { createToastMessages } from './index.js';

afterEach(() => {
  Toast.clear();
});

describe('createToastMessages (spec 1 §8 on mobile)', () => {
  it.each(['info', 'warning', 'error'] as const)('shows a %s text in a toast', async (severity) => {
    const messages = createToastMessages();
    messages[severity]('请先登录');
    await expect.element(page.getByText('请先登录')).toBeVisible();
  });
});
