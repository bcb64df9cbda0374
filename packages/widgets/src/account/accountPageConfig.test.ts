import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_SCOPE,
  designedPagePath,
  initialLoginType,
  readAccountPageConfig,
  type AccountPageConfig,
} from './accountPageConfig.js';

/** The config of a query whose `innerPageConfigJson` is `raw` (an object, or the text as is). */
function configOf(raw: unknown): AccountPageConfig {
  const search = new URLSearchParams();
  search.set('innerPageConfigJson', typeof raw === 'string' ? raw : JSON.stringify(raw));
  return readAccountPageConfig(search);
}

/** The defaults a query without any config answers (spec 2 §3 "Login/register page config"). */
const DEFAULTS: AccountPageConfig = {
  loginType: ['message', 'password'],
  checkWay: '',
  registerWay: 'default',
  registerPageId: '',
  registerCheckWay: ['phoneCodePassword'],
  role: [],
  userScope: 'default',
  isOpen: false,
  pageGuid: '',
  pageParameters: '',
  isOpenRegister: true,
  registerInfo: '',
  isServiceOpen: false,
  isPrivateOpen: false,
  pageService: '',
  pagePrivate: '',
  serviceLabel: '',
  privateLabel: '',
  tips: '',
  pageId: '',
};

describe('readAccountPageConfig (spec 2 §3 Login/register page config)', () => {
  it('answers the defaults without innerPageConfigJson: both login types, message first', () => {
    const config = readAccountPageConfig(new URLSearchParams('openMethod=push'));
    expect(config).toEqual(DEFAULTS);
    expect(config.loginType).toEqual(['message', 'password']);
    expect(config.userScope).toBe(DEFAULT_USER_SCOPE);
    expect(DEFAULT_USER_SCOPE).toBe('default');
  });

  it('answers the defaults for an empty config object', () => {
    expect(configOf({})).toEqual(DEFAULTS);
  });

  it.each([
    ['broken JSON', '{"loginType":["phoneAndPassword"'],
    ['a JSON array', '["phoneAndPassword"]'],
    ['a JSON string', '"phoneAndPassword"'],
    ['JSON null', 'null'],
    ['an empty text', ''],
  ])('falls back to the defaults for %s', (_, text) => {
    expect(configOf(text)).toEqual(DEFAULTS);
  });

  it('maps the configured login types in the designer order', () => {
    expect(configOf({ loginType: ['phoneAndPassword'] }).loginType).toEqual(['password']);
    expect(configOf({ loginType: ['phoneAndMessage'] }).loginType).toEqual(['message']);
    expect(configOf({ loginType: ['phoneAndPassword', 'phoneAndMessage'] }).loginType).toEqual([
      'password',
      'message',
    ]);
  });

  it('trims the members of a comma-separated text', () => {
    expect(configOf({ loginType: 'phoneAndPassword, phoneAndMessage' }).loginType).toEqual([
      'password',
      'message',
    ]);
  });

  it('reads the login types from a comma-separated text too', () => {
    expect(configOf({ loginType: 'phoneAndPassword,phoneAndMessage' }).loginType).toEqual([
      'password',
      'message',
    ]);
    expect(configOf({ loginType: 'phoneAndMessage' }).loginType).toEqual(['message']);
  });

  it('drops unknown login types, repeats and non-texts; none left gives both types', () => {
    expect(
      configOf({ loginType: ['wechat', 'phoneAndPassword', 7, 'phoneAndPassword'] }).loginType,
    ).toEqual(['password']);
    expect(configOf({ loginType: ['wechat', 'email'] }).loginType).toEqual(['message', 'password']);
    expect(configOf({ loginType: '' }).loginType).toEqual(['message', 'password']);
    expect(configOf({ loginType: [] }).loginType).toEqual(['message', 'password']);
  });

  it('reads registerCheckWay from an array or a comma text, dropping unknown modes', () => {
    expect(configOf({ registerCheckWay: ['phoneCode'] }).registerCheckWay).toEqual(['phoneCode']);
    expect(configOf({ registerCheckWay: 'phonePassword,phoneCode' }).registerCheckWay).toEqual([
      'phonePassword',
      'phoneCode',
    ]);
    expect(
      configOf({ registerCheckWay: ['byEmail', 'phoneCode', 'phoneCode'] }).registerCheckWay,
    ).toEqual(['phoneCode']);
  });

  it('defaults registerCheckWay to code+password only (the server refuses password-only by default)', () => {
    expect(configOf({ registerCheckWay: ['byEmail'] }).registerCheckWay).toEqual([
      'phoneCodePassword',
    ]);
    expect(configOf({ registerCheckWay: '' }).registerCheckWay).toEqual(['phoneCodePassword']);
    expect(
      configOf({ registerCheckWay: ['phoneCodePassword', 'phonePassword'] }).registerCheckWay,
    ).toEqual(['phoneCodePassword', 'phonePassword']);
  });

  it('keeps autoRegister and customerPage register ways; anything else is the built-in page', () => {
    expect(configOf({ registerWay: 'autoRegister' }).registerWay).toBe('autoRegister');
    expect(configOf({ registerWay: 'customerPage', registerPageId: 'p-9' })).toMatchObject({
      registerWay: 'customerPage',
      registerPageId: 'p-9',
    });
    expect(configOf({ registerWay: 'somewhereElse' }).registerWay).toBe('default');
    expect(configOf({ registerWay: true }).registerWay).toBe('default');
  });

  it('reads the role codes from an array or a comma text', () => {
    expect(configOf({ role: ['buyer', 'seller'] }).role).toEqual(['buyer', 'seller']);
    expect(configOf({ role: 'buyer,seller' }).role).toEqual(['buyer', 'seller']);
    expect(configOf({ role: '' }).role).toEqual([]);
  });

  describe('user scope', () => {
    it('is "default" when the config names none', () => {
      expect(configOf({}).userScope).toBe('default');
      expect(configOf({ userScope: null }).userScope).toBe('default');
    });

    it('takes the first non-blank of userScope and loginUserScope', () => {
      expect(configOf({ userScope: '', loginUserScope: 'staff' }).userScope).toBe('staff');
    });

    it('reads userScope, or loginUserScope when userScope is absent', () => {
      expect(configOf({ userScope: 'shop' }).userScope).toBe('shop');
      expect(configOf({ loginUserScope: 'staff' }).userScope).toBe('staff');
      expect(configOf({ userScope: 'shop', loginUserScope: 'staff' }).userScope).toBe('shop');
    });

    it.each([
      ['empty', ''],
      ['blank', '   '],
    ])('is null when named %s (the password screens then warn 未获取到用户域!)', (_, scope) => {
      expect(configOf({ userScope: scope }).userScope).toBeNull();
      expect(configOf({ loginUserScope: scope }).userScope).toBeNull();
    });

    it('is null when named with something other than a text', () => {
      expect(configOf({ userScope: 12 }).userScope).toBeNull();
    });
  });

  it('reads texts and flags, keeping the defaults for values of the wrong type', () => {
    const config = configOf({
      checkWay: 'phoneCodePassword',
      isOpen: true,
      pageGuid: 'page-1',
      pageParameters: 'a=1&b=2',
      isOpenRegister: false,
      registerInfo: '立即注册',
      isServiceOpen: true,
      isPrivateOpen: true,
      pageService: 'svc',
      pagePrivate: 'prv',
      serviceLabel: '《用户协议》',
      privateLabel: '《隐私条款》',
      tips: '密码已修改',
      pageId: 'after',
    });
    expect(config).toEqual({
      ...DEFAULTS,
      checkWay: 'phoneCodePassword',
      isOpen: true,
      pageGuid: 'page-1',
      pageParameters: 'a=1&b=2',
      isOpenRegister: false,
      registerInfo: '立即注册',
      isServiceOpen: true,
      isPrivateOpen: true,
      pageService: 'svc',
      pagePrivate: 'prv',
      serviceLabel: '《用户协议》',
      privateLabel: '《隐私条款》',
      tips: '密码已修改',
      pageId: 'after',
    });
    expect(configOf({ isOpen: 'true', isOpenRegister: 0, tips: 5 })).toMatchObject({
      isOpen: false,
      isOpenRegister: true,
      tips: '',
    });
  });

  it('reads the config from a real query string (URL-encoded JSON)', () => {
    const json = JSON.stringify({ loginType: ['phoneAndPassword'], userScope: 'shop' });
    const search = new URLSearchParams(
      `innerPageConfigJson=${encodeURIComponent(json)}&loginType=message`,
    );
    expect(readAccountPageConfig(search)).toMatchObject({
      loginType: ['password'],
      userScope: 'shop',
    });
  });
});

describe('initialLoginType (spec 2 §4 Login)', () => {
  const both = configOf({ loginType: ['phoneAndPassword', 'phoneAndMessage'] });
  const messageOnly = configOf({ loginType: ['phoneAndMessage'] });
  const passwordOnly = configOf({ loginType: ['phoneAndPassword'] });

  it('defaults to message when it is configured, whatever the order', () => {
    expect(initialLoginType(DEFAULTS, null)).toBe('message');
    expect(initialLoginType(both, null)).toBe('message');
    expect(initialLoginType(messageOnly, null)).toBe('message');
  });

  it('defaults to password when message is not configured', () => {
    expect(initialLoginType(passwordOnly, null)).toBe('password');
  });

  it('honours a requested message login only when message is configured', () => {
    expect(initialLoginType(both, 'message')).toBe('message');
    expect(initialLoginType(passwordOnly, 'message')).toBe('password');
  });

  it('always forces password when it is requested (coming from forgot password)', () => {
    expect(initialLoginType(both, 'password')).toBe('password');
    expect(initialLoginType(messageOnly, 'password')).toBe('password');
  });

  it('ignores an unknown requested type', () => {
    expect(initialLoginType(both, 'wechat')).toBe('message');
    expect(initialLoginType(passwordOnly, '')).toBe('password');
  });
});

describe('designedPagePath (spec 1 §2 /page/{id})', () => {
  it('answers /page/{id} without parameters', () => {
    expect(designedPagePath('page-1')).toBe('/page/page-1');
    expect(designedPagePath('page-1', '')).toBe('/page/page-1');
  });

  it('appends the configured parameters, with or without a leading ?', () => {
    expect(designedPagePath('page-1', 'a=1&b=2')).toBe('/page/page-1?a=1&b=2');
    expect(designedPagePath('page-1', '?a=1')).toBe('/page/page-1?a=1');
    expect(designedPagePath('page-1', '?')).toBe('/page/page-1');
  });

  it('encodes the page id as one path segment', () => {
    expect(designedPagePath('a b/c')).toBe('/page/a%20b%2Fc');
  });
});
