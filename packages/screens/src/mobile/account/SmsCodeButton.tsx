import { Button } from 'antd-mobile';
import type { SmsCountdown } from '@tessera/widgets/react';

/** The 获取验证码 / `{n}秒后获取` button of spec 2 §4, driven by `useSmsCountdown`. */
export function SmsCodeButton({ countdown }: { countdown: SmsCountdown }) {
  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      disabled={countdown.secondsLeft > 0}
      loading={countdown.sending && countdown.secondsLeft === 0}
      onClick={() => void countdown.send()}
      style={{ minWidth: 96, whiteSpace: 'nowrap' }}
      data-testid="sms-code-button"
    >
      {countdown.label}
    </Button>
  );
}
