import { describe, expect, it } from 'vitest';
import { loginRefusalView, passwordExpiryPrompt } from './loginOutcome.js';

describe('loginRefusalView (spec 2 §8 Login errors)', () => {
  it.each([101, 102])('%i: a forced reset confirm titled 提示 with the message', (code) => {
    expect(loginRefusalView(code, '请修改初始密码')).toEqual({
      kind: 'forceReset',
      title: '提示',
      message: '请修改初始密码',
    });
  });

  it('103: an alert 提示 offering 重置密码', () => {
    expect(loginRefusalView(103, '密码即将过期')).toEqual({
      kind: 'offerReset',
      title: '提示',
      message: '密码即将过期',
    });
  });

  it('104: a failed attempt with the message', () => {
    expect(loginRefusalView(104, '用户名或密码错误')).toEqual({
      kind: 'failed',
      message: '用户名或密码错误',
    });
  });

  it.each([undefined, 500, 104])(
    'code %s with a message containing 密码已过期: the expiry confirm',
    (code) => {
      expect(loginRefusalView(code, '您的密码已过期，请重置')).toEqual({
        kind: 'expired',
        title: '密码已过期',
        message: '您的密码已过期，请重置',
      });
    },
  );

  it('104 with the lockout text: a confirm that stays, with 重置密码 or 取消', () => {
    const message = '登录失败次数过多，账号已锁定，请30分钟后再试';
    expect(loginRefusalView(104, message)).toEqual({ kind: 'locked', title: '提示', message });
  });

  it.each([undefined, 0, 500])('code %s: any other refusal shows its message', (code) => {
    expect(loginRefusalView(code, '账号已被锁定')).toEqual({
      kind: 'message',
      message: '账号已被锁定',
    });
  });

  it.each(['', '   '])('an empty message (%j) falls back to 登录失败', (message) => {
    expect(loginRefusalView(undefined, message)).toEqual({ kind: 'message', message: '登录失败' });
    expect(loginRefusalView(104, message)).toEqual({ kind: 'failed', message: '登录失败' });
    expect(loginRefusalView(101, message)).toMatchObject({
      kind: 'forceReset',
      message: '登录失败',
    });
  });
});

describe('passwordExpiryPrompt (spec 2 §8 Password expiry check)', () => {
  it.each([101, 102])('pwd code %i forces a reset', (code) => {
    expect(passwordExpiryPrompt({ code, message: '密码已过期' })).toBe('force');
  });

  it('pwd code 103 offers a reset', () => {
    expect(passwordExpiryPrompt({ code: 103, message: '密码即将过期' })).toBe('offer');
  });

  it.each([0, 100, 104, 200])('pwd code %i prompts nothing', (code) => {
    expect(passwordExpiryPrompt({ code, message: '密码已过期' })).toBeNull();
  });
});
