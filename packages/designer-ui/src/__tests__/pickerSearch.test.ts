import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPickerSearch } from '../model/pickerSearch.js';

// The approver pickers' search on fake time: the server is asked 300 ms after the last key
// (designer-ui README "Flow designer": the spec gives no debounce), once per pause, and only
// the newest answer is shown.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('picker search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once on start, then 300 ms after the last key, once per pause', async () => {
    const asked: string[] = [];
    const picker = createPickerSearch({
      search: async (keyWord) => {
        asked.push(keyWord);
        return [`${keyWord}1`];
      },
    });
    const stop = picker.start();
    expect(asked).toEqual(['']);

    picker.setKeyWord('李');
    await vi.advanceTimersByTimeAsync(200);
    picker.setKeyWord('李四');
    await vi.advanceTimersByTimeAsync(299);
    expect(asked).toEqual(['']);
    expect(picker.getSnapshot().keyWord).toBe('李四');
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['', '李四']);
    expect(picker.getSnapshot().found).toEqual({ keyWord: '李四', items: ['李四1'] });

    // Stopping drops a search still waiting.
    picker.setKeyWord('王');
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['', '李四']);
  });

  it('shows only the newest answer when an older one arrives late', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<string[]>>>();
    const picker = createPickerSearch({
      search: (keyWord) => {
        const answer = deferred<string[]>();
        answers.set(keyWord, answer);
        return answer.promise;
      },
    });
    picker.start();
    picker.setKeyWord('李');
    await vi.advanceTimersByTimeAsync(300);
    picker.setKeyWord('王');
    await vi.advanceTimersByTimeAsync(300);
    answers.get('王')!.resolve(['王五']);
    await vi.advanceTimersByTimeAsync(0);
    answers.get('李')!.resolve(['李四']);
    answers.get('')!.resolve(['张三']);
    await vi.advanceTimersByTimeAsync(0);
    expect(picker.getSnapshot().found).toEqual({ keyWord: '王', items: ['王五'] });
  });

  it('answers no items when the search fails', async () => {
    const picker = createPickerSearch<string>({ search: () => Promise.reject(new Error('403')) });
    picker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(picker.getSnapshot().found).toEqual({ keyWord: '', items: [] });
  });
});
