import { describe, expect, it } from 'vitest';
import { resolveActionDelayMs } from './resolveActionDelayMs.js';
import { DEFAULT_THROTTLE_MS, resolveThrottleMs } from './resolveThrottleMs.js';
import type { EventTimeSetting } from './types.js';

describe('resolveThrottleMs (spec 1 §4)', () => {
  it.each<[string, EventTimeSetting | undefined, number]>([
    ['no time setting: the 2000 ms default', undefined, 2000],
    ['timeSettingOpen with timeNum 5 s', { timeSettingOpen: true, timeNum: 5 }, 5000],
    ['timeSettingOpen with timeNum 0.5 s', { timeSettingOpen: true, timeNum: 0.5 }, 500],
    ['timeSettingOpen with numeric text', { timeSettingOpen: true, timeNum: '3' as never }, 3000],
    ['timeSettingOpen without timeNum', { timeSettingOpen: true }, 0],
    ['timeSettingOpen with a negative timeNum', { timeSettingOpen: true, timeNum: -2 }, 0],
    ['time setting off', { timeSettingOpen: false, timeNum: 5 }, 0],
  ])('%s', (_case, timeSetting, expected) => {
    expect(resolveThrottleMs({ timeSetting })).toBe(expected);
  });

  it('exports the default', () => {
    expect(DEFAULT_THROTTLE_MS).toBe(2000);
  });
});

describe('resolveActionDelayMs (spec 1 §4)', () => {
  const evaluate = (expression: string): unknown =>
    ({ two: 2, text: '1.5', bad: 'soon', neg: -1 })[expression];
  it.each<[string, { timeOut?: number; delayExpression?: string }, number]>([
    ['no delay', {}, 0],
    ['timeOut seconds', { timeOut: 3 }, 3000],
    ['fractional timeOut', { timeOut: 0.25 }, 250],
    ['delay expression wins over timeOut', { timeOut: 3, delayExpression: 'two' }, 2000],
    ['delay expression giving numeric text', { delayExpression: 'text' }, 1500],
    ['delay expression giving no number', { delayExpression: 'bad' }, 0],
    ['delay expression giving a negative number', { delayExpression: 'neg' }, 0],
    ['blank delay expression falls back to timeOut', { timeOut: 1, delayExpression: '  ' }, 1000],
  ])('%s', (_case, action, expected) => {
    expect(resolveActionDelayMs(action, evaluate)).toBe(expected);
  });

  it('uses timeOut when there is no evaluator', () => {
    expect(resolveActionDelayMs({ timeOut: 4, delayExpression: 'two' })).toBe(4000);
  });
});
