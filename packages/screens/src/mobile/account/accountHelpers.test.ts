import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigateOptions, NavigationPort } from '@tessera/ports';
import type { AddressArea } from '@tessera/protocol';
import { goBack } from './AccountLayout.js';
import { areaText } from './AddressPages.js';
import { signInPath } from './RequireSignIn.js';

describe('signInPath (spec 2 §2.1: login-required screens go to /login-byphone)', () => {
  it('answers the portal sign-in screen without a return address', () => {
    expect(signInPath(undefined)).toBe('/login-byphone');
    expect(signInPath('')).toBe('/login-byphone');
  });

  it('carries the return address, encoded as one query value', () => {
    expect(signInPath('/selected-address?dsId=a&pageId=b')).toBe(
      '/login-byphone?returnUrl=%2Fselected-address%3FdsId%3Da%26pageId%3Db',
    );
    const back = new URLSearchParams(signInPath('/resetPassword?x=1#y').split('?')[1]);
    expect(back.get('returnUrl')).toBe('/resetPassword?x=1#y');
  });
});

describe('areaText (spec 2 §2.3 address list line)', () => {
  const ref = (label: string) => ({ code: label, label });

  it('joins province, city and district with spaces', () => {
    const area: AddressArea = {
      province: ref('广东省'),
      city: ref('深圳市'),
      state: ref('南山区'),
    };
    expect(areaText(area)).toBe('广东省 深圳市 南山区');
  });

  it('leaves out the levels the region has not got', () => {
    expect(areaText({ province: ref('北京市'), city: null, state: ref('朝阳区') })).toBe(
      '北京市 朝阳区',
    );
    expect(areaText({ province: ref('台湾省'), city: null, state: null })).toBe('台湾省');
  });

  it('answers an empty text without an area', () => {
    expect(areaText(null)).toBe('');
    expect(areaText(undefined)).toBe('');
  });
});

describe('goBack (the account screens back arrow)', () => {
  let savedState: unknown;
  const calls: { path: string; options?: NavigateOptions }[] = [];
  const navigation: NavigationPort = {
    navigate: (path, options) => void calls.push(options ? { path, options } : { path }),
  };

  beforeEach(() => {
    savedState = globalThis.history.state;
    calls.length = 0;
  });

  afterEach(() => {
    globalThis.history.replaceState(savedState, '');
    vi.restoreAllMocks();
  });

  it('walks back one entry when the app history has one', () => {
    const go = vi.spyOn(globalThis.history, 'go').mockImplementation(() => {});
    globalThis.history.replaceState({ idx: 1 }, '');
    goBack(navigation);
    expect(go).toHaveBeenCalledWith(-1);
    expect(calls).toEqual([]);
  });

  it('walks back several entries when asked and the history has them', () => {
    const go = vi.spyOn(globalThis.history, 'go').mockImplementation(() => {});
    globalThis.history.replaceState({ idx: 5 }, '');
    goBack(navigation, 3);
    expect(go).toHaveBeenCalledWith(-3);
    expect(calls).toEqual([]);
  });

  it.each([
    ['the app history is shorter than the steps', { idx: 2 }, 3],
    ['the screen is the first of the app', { idx: 0 }, 1],
    ['the history carries no index', null, 1],
    ['the index is no number', { idx: '4' }, 1],
  ])('goes home (replacing) when %s', (_, state, steps) => {
    const go = vi.spyOn(globalThis.history, 'go').mockImplementation(() => {});
    globalThis.history.replaceState(state, '');
    goBack(navigation, steps);
    expect(go).not.toHaveBeenCalled();
    expect(calls).toEqual([{ path: '/', options: { replace: true } }]);
  });
});
