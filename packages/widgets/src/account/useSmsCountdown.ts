import { useCallback, useEffect, useRef, useState } from 'react';
import { sendPhoneCode } from '@tessera/api';
import type { SmsPurpose } from '@tessera/protocol';
import { useMessages } from '@tessera/react';
import { validatePhone } from '@tessera/validation';
import { ACCOUNT_TEXTS } from './accountTexts.js';
import { SMS_RESEND_SECONDS } from './smsResend.js';
import { useAccountCalls } from './useAccountCalls.js';

export { SMS_RESEND_SECONDS } from './smsResend.js';

/** What the code button shows and does. */
export interface SmsCountdown {
  /** Seconds until a new code may be asked for; 0 when the button reads 获取验证码. */
  secondsLeft: number;
  sending: boolean;
  /** The button's text: 获取验证码, or `{n}秒后获取` while counting down. */
  label: string;
  /** Sends a code to `phone` for `purpose` (the phone is checked first). */
  send: () => Promise<void>;
}

/** Options of {@link useSmsCountdown}. */
export interface SmsCountdownOptions {
  /** The number the code goes to, read when the button is pressed. */
  phone: string;
  purpose: SmsPurpose;
  /** Sends the code; the default is the identity service's send-phone-code call. */
  sendCode?: () => Promise<{ isSuccess: boolean; message?: string }>;
  /** Checks the address before sending (default: the phone rule); answers the message or null. */
  check?: () => string | null;
}

/**
 * spec 2 §4 "SMS code resend", §8 SMS: pressing the button checks the phone (请输入手机号码 /
 * 请输入正确的手机号码), starts the countdown 60 → 0 (秒后获取) at once and sends; success shows
 * 验证码已发送, a refusal its message, a failure 验证码发送失败，请稍后再试 — and a refusal or
 * failure resets the countdown at once.
 */
export function useSmsCountdown(options: SmsCountdownOptions): SmsCountdown {
  const { client, account } = useAccountCalls();
  const messages = useMessages();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setSecondsLeft(0);
  }, []);

  useEffect(() => stop, [stop]);

  const start = () => {
    clearInterval(timer.current);
    setSecondsLeft(SMS_RESEND_SECONDS);
    timer.current = setInterval(() => {
      setSecondsLeft((left) => {
        if (left <= 1) {
          clearInterval(timer.current);
          timer.current = undefined;
          return 0;
        }
        return left - 1;
      });
    }, 1000);
  };

  const send = async () => {
    if (secondsLeft > 0 || sending) return;
    const invalid = options.check ? options.check() : validatePhone(options.phone);
    if (invalid) {
      messages.warning(invalid);
      return;
    }
    start();
    setSending(true);
    try {
      const answer = options.sendCode
        ? await options.sendCode()
        : await sendPhoneCode(client, account, { phone: options.phone, purpose: options.purpose });
      if (answer.isSuccess) {
        messages.info(ACCOUNT_TEXTS.codeSent);
      } else {
        stop();
        messages.error(answer.message || ACCOUNT_TEXTS.codeSendFailed);
      }
    } catch {
      // The request client already showed the failure's text; the button is usable again.
      stop();
    } finally {
      setSending(false);
    }
  };

  const label =
    secondsLeft > 0 ? `${secondsLeft}${ACCOUNT_TEXTS.secondsLeft}` : ACCOUNT_TEXTS.getCode;
  return { secondsLeft, sending, label, send };
}
