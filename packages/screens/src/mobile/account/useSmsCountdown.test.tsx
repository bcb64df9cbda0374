import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { MessagesPort } from '@tessera/ports';
import type { Settings } from '@tessera/protocol';
import { TesseraProvider } from '@tessera/react';
import { createRequestClient } from '@tessera/request';
import { SmsCodeButton } from './SmsCodeButton.js';
import { SMS_RESEND_SECONDS } from '@tessera/widgets';
import { useSmsCountdown, type SmsCountdownOptions } from '@tessera/widgets/react';

type SendCode = NonNullable<SmsCountdownOptions['sendCode']>;

/** A messages port that records what was shown, as `severity:text`. */
function recordingMessages() {
  const shown: string[] = [];
  const messages: MessagesPort = {
    info: (text) => void shown.push(`info:${text}`),
    warning: (text) => void shown.push(`warning:${text}`),
    error: (text) => void shown.push(`error:${text}`),
  };
  return { messages, shown };
}

// The code is sent through the injected `sendCode`: the client is never called.
const client = createRequestClient({
  baseUrl: 'http://127.0.0.1:9',
  getContext: () => ({
    appId: 'app',
    subAppId: 'sub',
    pageId: '',
    subAppType: 'Mobile',
    envType: 'Runtime',
    currentPublishVersion: '1',
  }),
});
const settings = { accountUrl: '' } as Settings;

/** The code button of the login screen, counting down for `options`. */
function CodeButton(options: SmsCountdownOptions) {
  return <SmsCodeButton countdown={useSmsCountdown(options)} />;
}

async function renderButton(options: Partial<SmsCountdownOptions> & { sendCode?: SendCode }) {
  const { messages, shown } = recordingMessages();
  const screen = await render(
    <TesseraProvider settings={settings} client={client} messages={messages}>
      <CodeButton phone="13800138000" purpose="SysLogin" {...options} />
    </TesseraProvider>,
  );
  const button = screen.getByRole('button');
  return { screen, button, shown };
}

/** Lets the pending promise callbacks (the send's answer) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('useSmsCountdown with SmsCodeButton (spec 2 §4 SMS code resend, §8 SMS)', () => {
  it('reads 获取验证码 and is enabled at first', async () => {
    const { button } = await renderButton({ sendCode: vi.fn<SendCode>() });
    await expect.element(button).toHaveTextContent('获取验证码');
    await expect.element(button).toBeEnabled();
  });

  it('warns 请输入正确的手机号码 for an invalid phone and does not send or count down', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: true }));
    const { button, shown } = await renderButton({ phone: '1380013800', sendCode });
    await button.click();
    await expect.poll(() => shown).toEqual(['warning:请输入正确的手机号码']);
    expect(sendCode).not.toHaveBeenCalled();
    await expect.element(button).toHaveTextContent('获取验证码');
    await expect.element(button).toBeEnabled();
  });

  it('warns 请输入手机号码 for an empty phone and does not send', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: true }));
    const { button, shown } = await renderButton({ phone: '', sendCode });
    await button.click();
    await expect.poll(() => shown, { timeout: 500 }).toEqual(['warning:请输入手机号码']);
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('shows 验证码已发送 on success and counts down from 60 with the button disabled', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: true }));
    const { button, shown } = await renderButton({ sendCode });
    await button.click();
    await expect.poll(() => shown).toEqual(['info:验证码已发送']);
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(SMS_RESEND_SECONDS).toBe(60);
    await expect.element(button).toHaveTextContent('60秒后获取');
    await expect.element(button).toBeDisabled();
  });

  it('starts the countdown at once, before the send answers', async () => {
    let answer: (value: { isSuccess: boolean }) => void = () => {};
    const sendCode = vi.fn<SendCode>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { button, shown } = await renderButton({ sendCode });
    await button.click();
    await expect.element(button).toHaveTextContent('60秒后获取');
    await expect.element(button).toBeDisabled();
    expect(shown).toEqual([]);
    answer({ isSuccess: true });
    await expect.poll(() => shown).toEqual(['info:验证码已发送']);
  });

  it('counts down to 0, then reads 获取验证码 again and sends anew', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: true }));
    const { button } = await renderButton({ sendCode });
    await button.click();
    await expect.element(button).toHaveTextContent('60秒后获取');

    vi.advanceTimersByTime(1000);
    await expect.element(button).toHaveTextContent('59秒后获取');
    vi.advanceTimersByTime(58_000);
    await expect.element(button).toHaveTextContent('1秒后获取');
    await expect.element(button).toBeDisabled();
    vi.advanceTimersByTime(1000);
    await expect.element(button).toHaveTextContent('获取验证码');
    await expect.element(button).toBeEnabled();
    // The interval is gone: time passing changes nothing.
    vi.advanceTimersByTime(5000);
    await expect.element(button).toHaveTextContent('获取验证码');

    await button.click();
    await expect.element(button).toHaveTextContent('60秒后获取');
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('shows a refusal message and resets the countdown at once', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: false, message: '发送太频繁' }));
    const { button, shown } = await renderButton({ sendCode });
    await button.click();
    await expect.poll(() => shown).toEqual(['error:发送太频繁']);
    await expect.element(button).toHaveTextContent('获取验证码');
    await expect.element(button).toBeEnabled();
  });

  it('shows 验证码发送失败，请稍后再试 for a refusal without a message', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: false }));
    const { button, shown } = await renderButton({ sendCode });
    await button.click();
    await expect.poll(() => shown).toEqual(['error:验证码发送失败，请稍后再试']);
    await expect.element(button).toHaveTextContent('获取验证码');
  });

  it('resets the countdown at once when the send throws, without claiming success', async () => {
    const sendCode = vi.fn<SendCode>(async () => {
      throw new Error('network down');
    });
    const { button, shown } = await renderButton({ sendCode });
    await button.click();
    await expect.poll(() => sendCode.mock.calls.length).toBe(1);
    await settle();
    await expect.element(button).toHaveTextContent('获取验证码');
    await expect.element(button).toBeEnabled();
    expect(shown).not.toContain('info:验证码已发送');

    // Usable again: a second press sends again.
    sendCode.mockResolvedValueOnce({ isSuccess: true });
    await button.click();
    await expect.poll(() => shown).toContain('info:验证码已发送');
    await expect.element(button).toHaveTextContent('60秒后获取');
  });

  it('uses an injected check instead of the phone rule', async () => {
    const sendCode = vi.fn<SendCode>(async () => ({ isSuccess: true }));
    const refused = await renderButton({
      phone: '13800138000',
      check: () => '请输入邮箱',
      sendCode,
    });
    await refused.button.click();
    await expect.poll(() => refused.shown).toEqual(['warning:请输入邮箱']);
    expect(sendCode).not.toHaveBeenCalled();
    await expect.element(refused.button).toHaveTextContent('获取验证码');
    await refused.screen.unmount();

    // An e-mail address is no phone, but the injected check lets it through.
    const passed = await renderButton({ phone: 'a@b.cn', check: () => null, sendCode });
    await passed.button.click();
    await expect.poll(() => passed.shown).toEqual(['info:验证码已发送']);
    expect(sendCode).toHaveBeenCalledTimes(1);
  });
});
