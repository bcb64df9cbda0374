import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { publicErrorMessage, runWithTimeLimit } from './runWithTimeLimit.js';

describe('runWithTimeLimit', () => {
  it('answers the value of a function that finishes in time', async () => {
    expect(await runWithTimeLimit(async () => 7, 1000)).toMatchObject({ status: 'done', value: 7 });
  });

  it('reports a thrown error and a rejected promise as failed', async () => {
    const thrown = await runWithTimeLimit(() => {
      throw new Error('boom');
    }, 1000);
    expect(thrown).toMatchObject({ status: 'failed', error: new Error('boom') });
    const rejected = await runWithTimeLimit(() => Promise.reject(new Error('no')), 1000);
    expect(rejected.status).toBe('failed');
  });

  it('answers at the limit and aborts the signal', async () => {
    let signal: AbortSignal | undefined;
    const outcome = await runWithTimeLimit(async (s) => {
      signal = s;
      await sleep(2000, undefined, { signal: s }).catch(() => undefined);
      return 1;
    }, 30);
    expect(outcome.status).toBe('timedOut');
    expect(signal?.aborted).toBe(true);
  });
});

describe('publicErrorMessage', () => {
  it('passes an error message on but hides database errors', () => {
    expect(publicErrorMessage(new Error('库存不足'), 'x')).toBe('库存不足');
    expect(
      publicErrorMessage(
        Object.assign(new Error('relation "t" does not exist'), { code: '42P01' }),
        'x',
      ),
    ).toBe('x');
    expect(publicErrorMessage('text', 'x')).toBe('x');
  });
});
