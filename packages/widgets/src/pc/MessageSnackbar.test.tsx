import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createMessageQueue, MessageSnackbar } from './index.js';

describe('MessageSnackbar (spec 1 §8)', () => {
  it('shows nothing while the queue is empty', async () => {
    const screen = await render(<MessageSnackbar queue={createMessageQueue()} />);
    expect(screen.getByRole('alert').query()).toBeNull();
  });

  it.each(['info', 'warning', 'error'] as const)(
    'shows a queued %s in an alert of that severity',
    async (severity) => {
      const queue = createMessageQueue();
      const screen = await render(<MessageSnackbar queue={queue} />);
      queue[severity]('请先登录');
      const alert = screen.getByRole('alert');
      await expect.element(alert).toHaveTextContent('请先登录');
      await expect.element(alert).toHaveAttribute('data-severity', severity);
      await expect.element(alert).toBeVisible();
    },
  );

  it('keeps an error until its close button is clicked, then shows the next message', async () => {
    const queue = createMessageQueue();
    const screen = await render(<MessageSnackbar queue={queue} />);
    queue.error('服务器错误');
    queue.warning('请先登录');
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('服务器错误');
    // A click elsewhere on the page leaves the error on screen.
    await screen.baseElement.click();
    await expect.element(alert).toHaveTextContent('服务器错误');
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('请先登录');
    await expect.element(screen.getByRole('alert')).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByText('服务器错误').query()).toBeNull();
  });

  it('closes a warning with its close button', async () => {
    const queue = createMessageQueue();
    const screen = await render(<MessageSnackbar queue={queue} />);
    queue.warning('请先登录');
    await screen.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByText('请先登录')).not.toBeInTheDocument();
  });
});
