// On-screen messages (spec 1 §8): info, warning and error, as the page's message queue shows them.
import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '@tessera/react';
import { Typography } from '@mui/material';

/** Puts one message on the page's queue when shown (the decorator draws the snackbar). */
function Message({ level, text }: { level: 'info' | 'warning' | 'error'; text: string }) {
  const messages = useMessages();
  useEffect(() => messages[level](text), [messages, level, text]);
  return (
    <Typography color="text.secondary" sx={{ pt: 10 }}>
      消息显示在页面顶部中央。
    </Typography>
  );
}

const meta: Meta<typeof Message> = {
  title: 'System/Messages',
  component: Message,
};
export default meta;

type Story = StoryObj<typeof Message>;

/** An info closing by itself after 4 s. */
export const Info: Story = { args: { level: 'info', text: '保存成功' } };

/** spec 1 §8 30002: 请先登录 as a warning. */
export const Warning: Story = { args: { level: 'warning', text: '请先登录' } };

/** A server error (rspInf), staying until closed. */
export const ErrorMessage: Story = { args: { level: 'error', text: '服务器繁忙，请稍后再试' } };
