import { describe, expect, it } from 'vitest';
import {
  createDevelopmentSmsSender,
  DEV_OUTBOX_LIMITS,
  isDevelopmentSmsSender,
  type SmsSender,
} from './smsSender.js';

describe('createDevelopmentSmsSender', () => {
  const start = Date.UTC(2026, 2, 1, 8);

  function makeSender() {
    const lines: { details: object; message: string }[] = [];
    let tick = 0;
    const sender = createDevelopmentSmsSender(
      { info: (details, message) => lines.push({ details, message }) },
      { now: () => new Date(start + (tick += 1000)) },
    );
    return { sender, lines };
  }

  it('writes each code to the log', async () => {
    const { sender, lines } = makeSender();
    await sender.send({ phone: '13800000000', purpose: 'SysLogin', code: '123456' });
    expect(lines).toEqual([
      {
        details: { phone: '13800000000', purpose: 'SysLogin', code: '123456' },
        message: 'development SMS code',
      },
    ]);
  });

  it('keeps an outbox per phone, newest first', async () => {
    const { sender } = makeSender();
    await sender.send({ phone: '13800000000', purpose: 'SysLogin', code: '111111' });
    await sender.send({ phone: '13900000000', purpose: 'SysLogin', code: '222222' });
    await sender.send({ phone: '13800000000', purpose: 'SysRegister', code: '333333' });
    expect(sender.outbox('13800000000')).toEqual([
      { purpose: 'SysRegister', code: '333333', sentAt: new Date(start + 3000).toISOString() },
      { purpose: 'SysLogin', code: '111111', sentAt: new Date(start + 1000).toISOString() },
    ]);
    expect(sender.outbox('13700000000')).toEqual([]);
  });

  it('keeps at most the newest codes of a phone', async () => {
    const { sender } = makeSender();
    for (let i = 0; i < DEV_OUTBOX_LIMITS.codesPerPhone + 5; i += 1) {
      await sender.send({ phone: '13800000000', purpose: 'SysLogin', code: String(i) });
    }
    const outbox = sender.outbox('13800000000');
    expect(outbox).toHaveLength(DEV_OUTBOX_LIMITS.codesPerPhone);
    expect(outbox[0]!.code).toBe(String(DEV_OUTBOX_LIMITS.codesPerPhone + 4));
  });

  it('is told apart from other senders', () => {
    const other: SmsSender = { send: async () => undefined };
    expect(isDevelopmentSmsSender(makeSender().sender)).toBe(true);
    expect(isDevelopmentSmsSender(other)).toBe(false);
  });
});
